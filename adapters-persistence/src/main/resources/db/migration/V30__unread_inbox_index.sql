-- A user's unread notifications, newest first (`GET /api/notifications?unreadOnly=true`, ADR 0038).
-- Through ix_notifications_inbox that page read every entry newer than the last unread one and
-- fetched each from the table to test read_at: 8 ms for a user whose five unread notifications
-- are the oldest of 10,000, against 0.4 ms through this index. ix_notifications_unread stays: its
-- single deduplicated key makes the unread count read a quarter of the pages this one would.
-- Not CONCURRENTLY, for the reasons V20 gives (ADR 0024): on a large live database create it by
-- hand first, with CREATE INDEX CONCURRENTLY and the same name, and this migration builds nothing.
create index if not exists ix_notifications_unread_inbox on notifications (recipient_user_id, created_at desc, id desc)
    where channel = 'in_app' and status = 'sent' and read_at is null;
