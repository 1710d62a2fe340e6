-- Issue 47: organization API keys with scopes, and Idempotency-Key records (ADR 0057).

create table api_keys (
    id               varchar(25)  primary key,
    organization_id  varchar(25)  not null references organizations (id),
    -- The administrator who created the key: records a key creates (forms, assignments) name an owner user.
    created_by       varchar(25)  not null references users (id),
    name             varchar(100) not null,
    -- SHA-256 (hex) of the whole key; the key itself is shown once and never stored.
    key_hash         varchar(64)  not null,
    scopes           varchar(300) not null,
    created_at       timestamptz  not null,
    expires_at       timestamptz,
    revoked_at       timestamptz,
    last_used_at     timestamptz,
    last_used_ip     varchar(64)
);
-- The list of an organization's keys, newest first.
create index ix_api_keys_organization on api_keys (organization_id, created_at desc);

-- A request with an Idempotency-Key: the claim row is inserted first (the primary key makes a second
-- instance's insert fail), then completed with the first response, which repeats answer.
create table idempotency_keys (
    caller           varchar(60)  not null,
    idempotency_key  varchar(255) not null,
    request_hash     varchar(64)  not null,
    created_at       timestamptz  not null,
    completed_at     timestamptz,
    status           integer,
    content_type     varchar(100),
    location         varchar(2000),
    body             bytea,
    primary key (caller, idempotency_key)
);
-- The clean-up deletes records older than 24 hours by time.
create index ix_idempotency_keys_created on idempotency_keys (created_at);

alter table audit_entries drop constraint audit_entries_actor_kind_check;
alter table audit_entries add constraint audit_entries_actor_kind_check
    check (actor_kind in ('USER', 'SYSTEM', 'PROVIDER', 'PARTICIPANT', 'API_KEY'));
