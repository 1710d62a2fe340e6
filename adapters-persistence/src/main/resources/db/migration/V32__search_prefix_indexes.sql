-- A one- or two-character search matches the start of the name or title (ADR 0024). The trigram
-- indexes serve that LIKE only through the word-start trigrams of every matching row and then
-- read each row to recheck it; these B-trees hold the normalized text in byte order
-- (text_pattern_ops), so such a search is one range of the organization's entries, read in
-- order, and the included sort keys let the total be counted without the table (ADR 0039).
--
-- Not CONCURRENTLY, for the reasons V20 gives (ADR 0024): on a large live database create these
-- by hand first, with CREATE INDEX CONCURRENTLY and the same names, and this migration builds
-- nothing (docs/performance.md gives the build time per million rows).
create index if not exists ix_submissions_org_search_prefix on submissions
    (organization_id, search_text text_pattern_ops) include (completed_at, id);
create index if not exists ix_students_org_search_prefix on students
    (organization_id, search_name text_pattern_ops) include (id) where deleted_at is null;
create index if not exists ix_candidates_org_search_prefix on candidates
    (organization_id, search_name text_pattern_ops) include (id) where deleted_at is null;
create index if not exists ix_teachers_org_search_prefix on teachers
    (organization_id, search_name text_pattern_ops) include (id) where deleted_at is null;
create index if not exists ix_forms_org_search_prefix on forms
    (organization_id, search_title text_pattern_ops) include (created_at, id) where deleted_at is null;
