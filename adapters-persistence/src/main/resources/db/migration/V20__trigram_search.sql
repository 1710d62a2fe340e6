-- Searches by name or title match any part of it ("ilva" finds "João Silva"): LIKE '%term%' over
-- the normalized columns (SearchText), which no B-tree index serves, so their cost grew with the
-- organization. pg_trgm's GIN indexes serve them wherever the term stands (ADR 0024).
--
-- The extension is contrib, shipped by Debian's postgresql-15, the postgres:15 images and the
-- embedded PostgreSQL of ./run and the tests (zonky's binaries include contrib), and trusted
-- since PostgreSQL 13: the database's owner may create it without being a superuser.
create extension if not exists pg_trgm;

-- Not CONCURRENTLY: Flyway hangs on it under its transactional lock, and several instances
-- starting at once deadlock on it. Each build holds off writes to its table while it runs
-- (docs/performance.md gives the time per 100,000 rows). On a large live database, create these
-- indexes by hand first with CREATE INDEX CONCURRENTLY and the same names; this migration then
-- finds them and builds nothing. Only live rows are searched, so only live rows are indexed.
create index if not exists ix_students_search_trgm on students using gin (search_name gin_trgm_ops)
    where deleted_at is null;
create index if not exists ix_candidates_search_trgm on candidates using gin (search_name gin_trgm_ops)
    where deleted_at is null;
create index if not exists ix_teachers_search_trgm on teachers using gin (search_name gin_trgm_ops)
    where deleted_at is null;
create index if not exists ix_forms_search_trgm on forms using gin (search_title gin_trgm_ops)
    where deleted_at is null;
create index if not exists ix_submissions_search_trgm on submissions using gin (search_text gin_trgm_ops);
