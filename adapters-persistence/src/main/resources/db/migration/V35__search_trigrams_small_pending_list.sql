-- GIN defers the entries of new rows to a pending list (fastupdate), merged into the index once it
-- outgrows gin_pending_list_limit (4 MB by default) or by vacuum; until then every search through
-- the index reads the whole list, every organization's new rows, however selective its own term.
-- With the 265 pending pages a stream of submissions leaves behind, a full-name reports search ran
-- at about half the rate it runs at over a merged index, a surname search ~15% slower (ADR 0042).
-- 64 kB, the smallest limit, keeps the list at a few pages: rows are merged in batches of ~50
-- instead of ~3,000, which costs a row's insert ~20% more (submissions alone, pgbench) and was
-- outweighed in a mixed run of searches and inserts (docs/performance.md, session 19).
-- A catalog change only (no rewrite), but it takes an exclusive lock on each index for the
-- migration's transaction: inserts into and plans on these tables wait for it to commit.
alter index ix_submissions_org_search_trigrams set (gin_pending_list_limit = 64);
alter index ix_students_org_search_trigrams set (gin_pending_list_limit = 64);
alter index ix_candidates_org_search_trigrams set (gin_pending_list_limit = 64);
alter index ix_teachers_org_search_trigrams set (gin_pending_list_limit = 64);
alter index ix_forms_org_search_trigrams set (gin_pending_list_limit = 64);
