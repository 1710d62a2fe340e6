-- What SqlFormPage issues for GET /api/forms?limit=20&page=3: the page and the total, sent
-- together in one round trip (\; below does the same for pgbench), for
-- pgbench -n -f bench/forms-page.sql -D org="'<organization id>'". (The endpoint then counts the
-- page's submissions in a second round trip, a grouped statement not measured here.)
-- count(*), not count(f.id): only the former is answered from ix_forms_live_by_org alone.
select f.id, f.organization_id, f.owner_id, f.title, f.description, f.category, f.type, f.target_audience,
       f.is_published, f.is_template, f.score_ranges, f.created_at, f.deleted_at, f.question_count
from forms f
where f.organization_id = :org and f.deleted_at is null
order by f.created_at desc, f.id desc
offset 40 rows fetch first 20 rows only\;
select count(*) from forms f where f.organization_id = :org and f.deleted_at is null;
