-- Payments: charges (one current per assignment, the earlier ones kept as history) and the
-- provider's webhook events. Money is numeric(12,2): reais, exact.

create table charges (
    id                  varchar(25)   primary key,
    organization_id     varchar(25)   not null references organizations (id),
    assignment_id       varchar(25)   not null references assignments (id),
    -- False once a newer charge of the assignment replaces this one (a create after a cancel).
    is_current          boolean       not null,
    -- Null only on a record of confirm or exempt without any earlier charge: nothing was charged.
    method              varchar(24)   check (method in ('PIX', 'CREDIT_CARD', 'BOLETO', 'PIX_EXTERNO',
                                                       'CARD_EXTERNO_CREDITO', 'CARD_EXTERNO_DEBITO', 'cash')),
    amount              numeric(12, 2) check (amount > 0),
    status              varchar(10)   not null check (status in ('pending', 'paid', 'exempt', 'cancelled')),
    provider_payment_id varchar(100),
    payment_link        varchar(2000),
    qr_code             text,
    qr_code_text        text,
    paid_at             timestamptz,
    cancelled_at        timestamptz,
    created_at          timestamptz   not null,
    updated_at          timestamptz   not null,
    check ((status = 'paid') = (paid_at is not null)),
    check ((status = 'cancelled') = (cancelled_at is not null)),
    check (status <> 'pending' or (method is not null and amount is not null))
);

-- At most one current charge per assignment, and the way every transition finds it (by
-- assignment, under the assignment row's lock). A second concurrent insert cannot slip past it.
create unique index uq_charges_current on charges (assignment_id) where is_current;

-- The payments list without a status filter: one organization's current charges, newest first;
-- a page is the first rows of this index, whatever the organization's size.
create index ix_charges_list on charges (organization_id, created_at desc, id desc) where is_current;

-- The list filtered by status reads its page here, in order.
create index ix_charges_list_status on charges (organization_id, status, created_at desc, id desc) where is_current;

-- Webhook events without a usable external reference find their charge by the provider's id;
-- one provider charge belongs to one charge row (a cancelled row gives its id up).
create unique index uq_charges_provider_payment on charges (provider_payment_id) where provider_payment_id is not null;

-- The reconciliation job: pending provider charges, oldest first. Small: only pending rows.
create index ix_charges_stale_pending on charges (created_at)
    where status = 'pending' and provider_payment_id is not null;

-- The list's figures (counts per status, the sum of paid amounts) over the whole filter. Counting
-- an organization's current charges on every request reads every one of them: ~35 ms for
-- 100,000, even as an index-only scan. These running totals make it a read of at most 16 rows
-- per status, kept exact by a trigger in the same transaction as every charge write (so no
-- code path, the bench's bulk seed included, can forget them). Each organization's totals are
-- split over 16 slots by assignment, so concurrent webhooks of one organization seldom wait for
-- the same row; a transaction changes one assignment's charge, touches at most two rows of one
-- slot, and takes them in status order, so two such transactions cannot deadlock.
create table payment_totals (
    organization_id varchar(25)    not null,
    status          varchar(10)    not null,
    slot            smallint       not null,
    charges         bigint         not null,
    amount          numeric(16, 2) not null,
    primary key (organization_id, status, slot)
);

create function payment_totals_add(org varchar, st varchar, assignment varchar, n integer, value numeric)
returns void language sql as $$
    insert into payment_totals (organization_id, status, slot, charges, amount)
    values (org, st, abs(hashtext(assignment)) % 16, n, coalesce(value, 0))
    on conflict (organization_id, status, slot)
    do update set charges = payment_totals.charges + excluded.charges, amount = payment_totals.amount + excluded.amount
$$;

create function payment_totals_track() returns trigger language plpgsql as $$
declare
    leaving boolean := tg_op <> 'INSERT' and old.is_current;
    arriving boolean := tg_op <> 'DELETE' and new.is_current;
begin
    if leaving and arriving and old.status = new.status and old.amount is not distinct from new.amount then
        return null;
    end if;
    -- Status order (cancelled < exempt < paid < pending) for the two rows a change touches.
    if leaving and (not arriving or old.status <= new.status) then
        perform payment_totals_add(old.organization_id, old.status, old.assignment_id, -1, -old.amount);
        leaving := false;
    end if;
    if arriving then
        perform payment_totals_add(new.organization_id, new.status, new.assignment_id, 1, new.amount);
    end if;
    if leaving then
        perform payment_totals_add(old.organization_id, old.status, old.assignment_id, -1, -old.amount);
    end if;
    return null;
end
$$;

create trigger charges_totals after insert or update or delete on charges
    for each row execute function payment_totals_track();

-- Every webhook event, once: the provider's event id is the primary key, so a repeated delivery
-- (deliveries are at-least-once) or a concurrent one cannot be stored, nor have an effect, twice.
-- The columns keep what an operator needs to trace an event; the payload itself holds the
-- payer's personal data and is not kept.
create table provider_events (
    id                  varchar(200)  primary key,
    event               varchar(200)  not null,
    provider_payment_id varchar(200),
    external_reference  varchar(200),
    -- Of the assignment the event was matched to; null for an unknown charge.
    organization_id     varchar(25),
    outcome             varchar(20)   not null check (outcome in ('applied', 'unchanged', 'unknown_charge')),
    received_at         timestamptz   not null
);
