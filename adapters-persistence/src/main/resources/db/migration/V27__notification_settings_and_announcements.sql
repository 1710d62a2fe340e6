-- Each organization's notification settings (the Administration tab, docs/adr/0031). No row:
-- the configuration's defaults (everything on, NOTIFICATIONS_REMINDER_LEAD, NOTIFICATIONS_LOCALE,
-- America/Sao_Paulo, the bare MAIL_FROM address, no Reply-To). The outbox's insert reads the lead
-- times; the dispatcher reads the rest when it delivers.
create table notification_preferences (
    organization_id            varchar(25)  primary key references organizations (id),
    -- 'channel:TYPE' pairs that are not delivered (e.g. 'email:ASSIGNMENT_CREATED'); a type added
    -- later is on until an administrator turns it off.
    turned_off                 jsonb        not null default '[]'::jsonb,
    lead_before_start_seconds  bigint       not null check (lead_before_start_seconds between 300 and 2592000),
    lead_before_expiry_seconds bigint       not null check (lead_before_expiry_seconds between 300 and 2592000),
    locale                     varchar(10)  not null check (locale in ('pt-BR', 'en')),
    time_zone                  varchar(64)  not null,
    sender_name                varchar(100),
    reply_to                   varchar(254),
    updated_by                 varchar(25)  references users (id),
    updated_at                 timestamptz  not null
);

-- An announcement's rows share the batch id its POST answered with: the list filters by it and
-- a DELETE of it cancels the rows not sent yet.
alter table notifications add column batch_id varchar(25);
create index ix_notifications_batch on notifications (batch_id) where batch_id is not null;
