-- What SqlFormReads issues for GET /api/forms?limit=20&page=3, for
-- pgbench -n -f bench/forms-page.sql -D org="'<organization id>'": the page with each listed
-- form's submission count, and the total, sent together in one round trip (\; does the same here).
-- Without a title search the total is a sum over the organization's few form_totals rows (V13).
select p.*, (select count(*) from submissions s where s.form_id = p.id) as submission_count
from (select f.id, f.organization_id, f.owner_id, f.title, f.description, f.category, f.type, f.target_audience,
             f.is_published, f.is_template, f.score_ranges, f.created_at, f.deleted_at, f.question_count
      from forms f
      where f.organization_id = :org and f.deleted_at is null
      order by f.created_at desc, f.id desc
      offset 40 limit 20) p
order by p.created_at desc, p.id desc\;
select coalesce(sum(f.forms), 0) from form_totals f where f.organization_id = :org;
