-- GET /api/mobile/payments, as the server sends it: the session read, BEGIN with the page of
-- current charges joined to their assignment, form, teacher and participant, the totals from
-- payment_totals, COMMIT. Variables: sid, org.
select s.id, s.expires_at, s.revoked_at, u.id, u.organization_id, u.email, u.name, u.role, u.active, u.session_version, s.last_seen_at from sessions s join users u on u.id = s.user_id where s.id = :sid;
begin\;
select c.assignment_id, c.status, c.method, c.amount, c.provider_payment_id, c.payment_link, c.qr_code, c.qr_code_text, c.paid_at, c.created_at, a.form_id, f.title, a.student_id, s.name as student_name, a.candidate_id, ca.name as candidate_name, a.assigned_by_id, u.name as teacher_name from (select * from charges where organization_id = :org and is_current order by created_at desc, id desc limit 20 offset 0) c join assignments a on a.id = c.assignment_id join forms f on f.id = a.form_id join users u on u.id = a.assigned_by_id left join students s on s.id = a.student_id left join candidates ca on ca.id = a.candidate_id order by c.created_at desc, c.id desc;
select coalesce(sum(charges), 0) as total, coalesce(sum(charges) filter (where status = 'pending'), 0) as pending, coalesce(sum(charges) filter (where status = 'paid'), 0) as paid, coalesce(sum(amount) filter (where status = 'paid'), 0) as collected from payment_totals where organization_id = :org;
commit;
