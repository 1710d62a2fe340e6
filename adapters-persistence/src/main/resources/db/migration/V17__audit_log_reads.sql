-- The audit log's list, export and stream (issue 18) read newest first by the insertion
-- sequence (keyset paging: page 1,000 costs what page 1 costs), within one organization or, for
-- a super administrator, across all. Each index serves one filter with the order it needs; the
-- time range and the actor search are checked on the rows these indexes yield.
create index ix_audit_entries_org_seq on audit_entries (organization_id, seq);
create index ix_audit_entries_org_action_seq on audit_entries (organization_id, action, seq);
create index ix_audit_entries_action_seq on audit_entries (action, seq);
-- User and entity ids are unique across organizations: no organization column needed in front.
create index ix_audit_entries_user_seq on audit_entries (actor_user_id, seq) where actor_user_id is not null;
create index ix_audit_entries_entity_seq on audit_entries (entity_id, seq) where entity_id is not null;
