-- A searched statement's organization condition could be served by any of the organization's
-- B-trees (ix_*_by_org, the list's ordered index, V32's prefix index), with the term as a filter
-- on every row of the organization. For a broad term in an organization whose rows lie together,
-- PostgreSQL's custom plans chose that walk: "oliveira" over 100,000 submissions read all of them,
-- 54 ms against 8 through the trigram index (ADR 0041). These indexes key the organization in the
-- "C" collation and the searches compare it in "C" (SearchCondition): an index serves a comparison
-- only in the collation it was built with, so the trigram index is the only one that can serve the
-- organization of a term search. Equality is bytewise in both collations; nothing else changes.
--
-- Not CONCURRENTLY, for the reasons V20 gives (ADR 0024): on a large live database create these
-- by hand first, with CREATE INDEX CONCURRENTLY and the same names, and this migration only drops
-- V29's (docs/performance.md gives the build time per million rows).
create index if not exists ix_students_org_search_trigrams on students
    using gin (organization_id collate "C", search_name gin_trgm_ops) where deleted_at is null;
create index if not exists ix_candidates_org_search_trigrams on candidates
    using gin (organization_id collate "C", search_name gin_trgm_ops) where deleted_at is null;
create index if not exists ix_teachers_org_search_trigrams on teachers
    using gin (organization_id collate "C", search_name gin_trgm_ops) where deleted_at is null;
create index if not exists ix_forms_org_search_trigrams on forms
    using gin (organization_id collate "C", search_title gin_trgm_ops) where deleted_at is null;
create index if not exists ix_submissions_org_search_trigrams on submissions
    using gin (organization_id collate "C", search_text gin_trgm_ops);

drop index if exists ix_students_org_search_trgm;
drop index if exists ix_candidates_org_search_trgm;
drop index if exists ix_teachers_org_search_trgm;
drop index if exists ix_forms_org_search_trgm;
drop index if exists ix_submissions_org_search_trgm;
