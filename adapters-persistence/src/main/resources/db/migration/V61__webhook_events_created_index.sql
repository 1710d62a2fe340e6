-- The clean-up finds outbound webhook events past WEBHOOK_EVENT_RETENTION by their creation (issue 47,
-- ADR 0056): without this index each batch would read the whole table.
create index webhook_events_created on webhook_events (created_at);
