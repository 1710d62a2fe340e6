-- GET /api/reports, as the server sends it: the session read, then the page with its assigners'
-- names (one join) and the organization's total from submission_totals (V8) as a column of it
-- (one round trip); no transaction (ADR 0007). Variables: sid, org.
select s.id, s.expires_at, s.revoked_at, u.id, u.organization_id, u.email, u.name, u.role, u.active, u.session_version, s.last_seen_at from sessions s join users u on u.id = s.user_id where s.id = :sid;
select r.id, r.organization_id, r.assignment_id, r.form_id, r.student_id, r.candidate_id, r.assigned_by_id, r.form_title, r.participant_name, r.total_score, r.max_score, r.percentage, r.score_ranges::text as score_ranges, r.completed_at, u.name as assigned_by_name, (select coalesce(sum(submissions), 0) from submission_totals where organization_id = :org) as organization_total from submissions r left join users u on u.id = r.assigned_by_id where r.organization_id = :org order by r.completed_at desc, r.id desc offset 0 limit 20;
