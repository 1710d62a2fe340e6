-- The bank questions' tag index keeps its pending list as small as every other GIN index here (ADR 0042): a
-- read never scans more than 64 kB of unmerged entries.
alter index ix_bank_question_versions_tags set (gin_pending_list_limit = 64);
