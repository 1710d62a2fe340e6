-- What PanacheFormRepository issues for GET /api/forms?limit=20&page=3 (page, then total),
-- for pgbench: pgbench -n -f bench/forms-page.sql -D org="'<organization id>'".
select f.id, f.category, f.created_at, f.deleted_at, f.description, f.organization_id, f.owner_id, f.is_published,
       f.question_count, f.score_ranges, f.search_title, f.is_template, f.target_audience, f.title, f.type, f.updated_at
from forms f
where f.organization_id = :org and f.deleted_at is null
order by f.created_at desc, f.id desc
offset 40 rows fetch first 20 rows only;
select count(*) from forms f where f.organization_id = :org and f.deleted_at is null;
