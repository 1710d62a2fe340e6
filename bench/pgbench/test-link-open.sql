-- GET /api/test-link/{token}, as the server sends it once the form is in memory (FormSnapshots):
-- the test link's subject, then the draft, outside a transaction (until session 8 they were
-- in one: BEGIN with the subject, the draft, COMMIT). Over the 5,000 read tokens of bench/test-link.lua.
\set n random(1, 5000)
select a.id, a.organization_id, a.form_id, a.student_id, a.candidate_id, a.assigned_by_id, a.token, a.status, a.scheduled_at, a.expires_at, a.cancelled_at, a.cancellation_reason, a.completed_at, a.created_at, coalesce(s.name, c.name, '') as participant_name, ch.status as charge_status, ch.amount, ch.payment_link, ch.qr_code, ch.qr_code_text, f.xmin::text || ':' || (extract(epoch from f.updated_at) * 1000000)::bigint as form_version from assignments a join forms f on f.id = a.form_id left join students s on s.id = a.student_id left join candidates c on c.id = a.candidate_id left join charges ch on ch.assignment_id = a.id and ch.is_current and ch.status = 'pending' where a.token = 'bench-read-token-' || :n;
select cast(answers as text), updated_at from drafts where assignment_id = 'bra' || :n;
