-- The clean-up job (issue 18) picks each batch by time through an index, so a run that finds
-- nothing to delete reads nothing either. Sessions have theirs since V2 (ix_sessions_expires);
-- reset tokens since V2 too. V1's and V2's comments on the clean-up job are kept unchanged on
-- purpose (an applied migration's text is part of Flyway's checksum); ADR 0020 says what runs.
create index ix_second_factor_codes_expires on second_factor_codes (expires_at);
create index ix_provider_events_received on provider_events (received_at);
create index ix_audit_entries_time on audit_entries (occurred_at);
