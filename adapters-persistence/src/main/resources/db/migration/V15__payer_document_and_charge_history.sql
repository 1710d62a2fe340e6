-- Issue 16: what Asaas needs and what it may still send.

-- The payer's CPF (11 digits) or CNPJ (14 characters, letters allowed in the first 12), checked
-- by the domain and stored normalized. Asaas refuses a PIX, card or boleto charge for a customer
-- without one.
alter table students add column cpf_cnpj varchar(14);
alter table candidates add column cpf_cnpj varchar(14);

-- Every provider charge an assignment ever had, by the charge row it belonged to. A cancelled
-- charge clears its provider id from the current view, but Asaas still sends events for it (the
-- PAYMENT_DELETED our own DELETE causes, replays after a paused queue): such an event must find
-- the old charge, never the assignment's newer one.
create table charge_provider_payments (
    provider_payment_id varchar(100) primary key,
    charge_id           varchar(25)  not null references charges (id),
    assignment_id       varchar(25)  not null references assignments (id),
    created_at          timestamptz  not null
);
create index ix_charge_provider_payments_charge on charge_provider_payments (charge_id);

insert into charge_provider_payments (provider_payment_id, charge_id, assignment_id, created_at)
select provider_payment_id, id, assignment_id, created_at from charges where provider_payment_id is not null;

-- A charge creation in progress at the provider. The create claims the assignment here in a
-- short transaction, calls Asaas without holding the assignment's row lock, and records the
-- charge in a second short transaction; a concurrent create sees the claim and answers 409, a
-- webhook never waits for Asaas. A claim older than the provider's timeouts is a crashed one.
create table payment_creations (
    assignment_id varchar(25) primary key references assignments (id),
    started_at    timestamptz not null
);
