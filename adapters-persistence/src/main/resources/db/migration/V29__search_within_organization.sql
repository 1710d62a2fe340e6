-- V20's trigram indexes held every organization's names in one set of posting lists, so a search
-- found the matches of all organizations and dropped the others' at the table: a small
-- organization's search got slower as a large one grew (ADR 0033). With btree_gin the
-- organization is a key of the same index, and a search reads only its own organization's matches.
--
-- btree_gin is contrib like pg_trgm, shipped wherever it is (Debian's postgresql-15, the
-- postgres:15 images, zonky's embedded binaries) and trusted since PostgreSQL 13.
create extension if not exists btree_gin;

-- Not CONCURRENTLY, for the reasons V20 gives (ADR 0024): on a large live database create these
-- by hand first, with CREATE INDEX CONCURRENTLY and the same names, and this migration builds
-- nothing (docs/performance.md gives the build time per million rows).
create index if not exists ix_students_org_search_trgm on students
    using gin (organization_id, search_name gin_trgm_ops) where deleted_at is null;
create index if not exists ix_candidates_org_search_trgm on candidates
    using gin (organization_id, search_name gin_trgm_ops) where deleted_at is null;
create index if not exists ix_teachers_org_search_trgm on teachers
    using gin (organization_id, search_name gin_trgm_ops) where deleted_at is null;
create index if not exists ix_forms_org_search_trgm on forms
    using gin (organization_id, search_title gin_trgm_ops) where deleted_at is null;
create index if not exists ix_submissions_org_search_trgm on submissions
    using gin (organization_id, search_text gin_trgm_ops);

drop index if exists ix_students_search_trgm;
drop index if exists ix_candidates_search_trgm;
drop index if exists ix_teachers_search_trgm;
drop index if exists ix_forms_search_trgm;
drop index if exists ix_submissions_search_trgm;
