-- Totals of the two busiest lists. A list page is read from its ordered index, but its total
-- counts every matching row: on the wide ordered indexes that is an index-only scan of ~2.5 ms
-- per 10,000 rows, or a sequential scan of the table when the planner prefers it (8 ms for the
-- reports list). An index on the organization alone is deduplicated by PostgreSQL into a few
-- posting lists, so the same count(*) reads a handful of pages (~0.5 ms per 10,000 rows).

-- GET /api/forms: live forms of an organization.
create index ix_forms_live_by_org on forms (organization_id) where deleted_at is null;

-- GET /api/reports and GET /api/submissions: completed tests of an organization.
create index ix_submissions_by_org on submissions (organization_id);
