-- GET /api/reports?search=..., as the server sends it (SearchedPages, ADR 0033): the session read,
-- then the one statement that finds the matches through the organization's n-gram keys (V36, ADR
-- 0043), counts them and reads the page's rows with their assigners' names; no transaction (ADR
-- 0007). Variables: sid, org, term (the normalized term, whose keys the index is given and which
-- is checked on each row it finds). The organization is compared in "C", which no index keys it
-- in (ADR 0041).
select s.id, s.expires_at, s.revoked_at, u.id, u.organization_id, u.email, u.name, u.role, u.active, u.session_version, s.last_seen_at from sessions s join users u on u.id = s.user_id where s.id = :sid;
with m as materialized (select completed_at, id from submissions r where r.organization_id collate "C" = :org and search_keys(r.organization_id, r.search_text) @> search_term_keys(:org, :term) and strpos(r.search_text, :term) > 0), p as (select completed_at, id from m order by completed_at desc, id desc offset 0 limit 20) select t.total, r.id, r.organization_id, r.assignment_id, r.form_id, r.student_id, r.candidate_id, r.assigned_by_id, r.form_title, r.participant_name, r.total_score, r.max_score, r.percentage, r.score_ranges::text as score_ranges, r.completed_at, u.name as assigned_by_name from (select count(*) as total from m) t left join (p join submissions r on r.id = p.id left join users u on u.id = r.assigned_by_id) on true order by p.completed_at desc, p.id desc;
