-- A submit, and every change or cancellation of an assignment, withdraws the assignment's
-- reminders still to be delivered: status 'scheduled', or 'queued' when the dispatcher put one
-- back after a failed attempt (SqlNotificationOutbox.WITHDRAW). V21's index by assignment holds
-- 'scheduled' rows only, so that statement could not use it: it read every notification still to
-- deliver through ix_notifications_due and filtered them. Each submit queues two notifications
-- of its own, so under a burst of submits the dispatcher's backlog, and with it the cost of
-- every further submit, grew: 1,070 heap pages and 23 ms per submit with 25,000 queued
-- (ADR 0033, amended in session 9). This index answers the statement's own predicate.
--
-- Not CONCURRENTLY, for the reasons V20 gives (ADR 0024): it blocks writes to notifications for
-- the time it takes to read the table once (it holds only rows still to deliver). On a large
-- live database, create it by hand first with CREATE INDEX CONCURRENTLY and this name; this
-- migration then only drops V21's index, which serves nothing the new one does not.
create index if not exists ix_notifications_assignment_pending on notifications (assignment_id)
    where status in ('scheduled', 'queued');
drop index if exists ix_notifications_assignment;
