-- The clean-up's notification batches (NOTIFICATION_RETENTION): rows done with, oldest first.
-- Without it every batch scanned the whole table for a year-old row. Partial, so the rows still
-- to deliver (the dispatcher's, ix_notifications_due) are not in it. Not CONCURRENTLY, for the
-- reasons V20 gives (ADR 0024).
create index if not exists ix_notifications_settled_created on notifications (created_at)
    where status in ('sent', 'failed', 'cancelled', 'skipped');
