-- Provider charges an administrator settled by hand (confirm, exempt), to be withdrawn (deleted) at
-- the provider (docs/adr/0044). A row is written in the settling transaction, so the local decision
-- never waits for the provider and no withdrawal is lost; the withdrawal runs afterwards, claimed by
-- one instance at a time (due_at is its lease and its back-off). Rows stay as the charge's history:
-- 'withdrawn', 'refused' by the provider, or 'late_payment' once the provider reported the charge paid
-- (the administrators were told to refund, once).
create table provider_withdrawals (
    id                  varchar(25)   primary key,
    organization_id     varchar(25)   not null references organizations (id),
    assignment_id       varchar(25)   not null references assignments (id),
    charge_id           varchar(25)   not null references charges (id),
    provider_payment_id varchar(100)  not null unique,
    status              varchar(12)   not null check (status in ('pending', 'withdrawn', 'refused', 'late_payment')),
    attempts            integer       not null default 0,
    due_at              timestamptz   not null,
    last_error          varchar(500),
    created_at          timestamptz   not null,
    updated_at          timestamptz   not null
);

create index ix_provider_withdrawals_due on provider_withdrawals (due_at) where status = 'pending';

-- A provider payment received for a charge an administrator settled is recorded as such.
alter table provider_events drop constraint provider_events_outcome_check;
alter table provider_events add constraint provider_events_outcome_check
    check (outcome in ('applied', 'unchanged', 'unknown_charge', 'late_payment'));

-- The clean-up deletes only events that matched no charge: the others' ids are what makes a late
-- redelivery change nothing, and are kept as long as their charge.
drop index ix_provider_events_received;
create index ix_provider_events_unmatched on provider_events (received_at) where outcome = 'unknown_charge';
