-- GET /api/reports, as the server sends it: the session read, BEGIN with the page (Hibernate's
-- SQL), the organization's total from submission_totals (V8), COMMIT, the assigners' names.
-- Variables: sid, org, admin.
select s.id, s.expires_at, s.revoked_at, u.id, u.organization_id, u.email, u.name, u.role, u.active, u.session_version, s.last_seen_at from sessions s join users u on u.id = s.user_id where s.id = :sid;
begin\;
select se1_0.id,se1_0.assigned_by_id,se1_0.assignment_id,se1_0.candidate_id,se1_0.completed_at,se1_0.form_id,se1_0.form_title,se1_0.max_score,se1_0.organization_id,se1_0.participant_name,se1_0.percentage,se1_0.score_color,se1_0.score_label,se1_0.score_ranges,se1_0.search_text,se1_0.student_id,se1_0.total_score from submissions se1_0 where se1_0.organization_id=:org order by se1_0.completed_at desc,se1_0.id desc offset 0 rows fetch first 20 rows only;
select coalesce(sum(submissions), 0) from submission_totals where organization_id = :org;
commit;
select id, name from users where id in (:admin);
