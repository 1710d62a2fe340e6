-- GET /api/forms?limit=20&page=3 (SqlFormReads), as the server sends it: the session read, then
-- the page with each listed form's submission count and the total in one round trip (\; here).
-- Without a title search the total is a sum over the organization's few form_totals rows (V13).
-- Variables: sid, org.
select s.id, s.expires_at, s.revoked_at, u.id, u.organization_id, u.email, u.name, u.role, u.active, u.session_version, s.last_seen_at from sessions s join users u on u.id = s.user_id where s.id = :sid;
select p.*, (select count(*) from submissions s where s.form_id = p.id) as submission_count
from (select f.id, f.organization_id, f.owner_id, f.title, f.description, f.category, f.type, f.target_audience,
             f.is_published, f.is_template, f.score_ranges, f.created_at, f.deleted_at, f.question_count
      from forms f
      where f.organization_id = :org and f.deleted_at is null
      order by f.created_at desc, f.id desc
      offset 40 limit 20) p
order by p.created_at desc, p.id desc\;
select coalesce(sum(f.forms), 0) from form_totals f where f.organization_id = :org;
