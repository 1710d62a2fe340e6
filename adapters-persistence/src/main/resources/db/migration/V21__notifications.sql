-- Notifications: a transactional outbox (docs/adr/0025). A row is written in the transaction of
-- the write that causes it; the dispatcher renders and delivers it afterwards. E-mail rows are
-- delivered through SMTP; in-app rows are delivered by rendering them into title and body, after
-- which the recipient's inbox lists them.
create table notifications (
    id                varchar(25)  primary key,
    organization_id   varchar(25)  not null references organizations (id),
    channel           varchar(10)  not null check (channel in ('email', 'in_app')),
    type              varchar(40)  not null,
    status            varchar(10)  not null
        check (status in ('scheduled', 'queued', 'sent', 'failed', 'cancelled', 'skipped')),
    -- Set for a user recipient (in-app, teacher mails); a participant's address is resolved at dispatch.
    recipient_user_id varchar(25)  references users (id),
    recipient_email   varchar(254),
    recipient_name    varchar(200),
    -- The assignment the notification is about: finds an assignment's pending reminders.
    assignment_id     varchar(25)  references assignments (id),
    payload           jsonb        not null default '{}'::jsonb,
    locale            varchar(10),
    subject           varchar(500),
    body              text,
    scheduled_for     timestamptz  not null,
    -- The next time the dispatcher may take the row: scheduled_for, then each retry's back-off,
    -- then a claim's lease (a dispatcher that died mid-send gives the row back when it runs out).
    due_at            timestamptz  not null,
    attempts          integer      not null default 0,
    last_error        varchar(500),
    skip_reason       varchar(200),
    sent_at           timestamptz,
    read_at           timestamptz,
    created_at        timestamptz  not null,
    -- Insertion order: rows due at the same moment go out in the order their causes happened
    -- (an assignment's "new" mail before its "cancelled" one), whatever the clock says.
    seq               bigint       generated always as identity
);
-- The dispatcher's claim: only rows still to deliver, soonest first.
create index ix_notifications_due on notifications (due_at) where status in ('scheduled', 'queued');
-- A user's inbox, newest first, and its unread count.
create index ix_notifications_inbox on notifications (recipient_user_id, created_at desc, id desc)
    where channel = 'in_app' and status = 'sent';
create index ix_notifications_unread on notifications (recipient_user_id)
    where channel = 'in_app' and status = 'sent' and read_at is null;
create index ix_notifications_assignment on notifications (assignment_id) where status = 'scheduled';
create index ix_notifications_org_created on notifications (organization_id, created_at desc, id desc);
