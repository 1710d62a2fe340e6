-- Issue 47: outbound webhooks (docs/adr/0056). An endpoint per receiver, an event per cause
-- (written in the causing transaction), a delivery per event and endpoint (fanned out by the same
-- insert, so an endpoint added later does not receive older events). The dispatcher claims
-- deliveries with FOR UPDATE SKIP LOCKED, as the notifications dispatcher does.
create table webhook_endpoints (
    id                    varchar(25)   primary key,
    organization_id       varchar(25)   not null references organizations (id),
    url                   varchar(2000) not null,
    events                text[]        not null,
    enabled               boolean       not null default true,
    description           varchar(500),
    -- The signing secret: needed in clear to sign (HMAC), so not hashed; never logged, listed or audited.
    secret                varchar(100)  not null,
    -- The secret before the last rotation, still signing alongside until previous_secret_until.
    previous_secret       varchar(100),
    previous_secret_until timestamptz,
    -- The first failed attempt since the last success; three days of failures disable the endpoint.
    failing_since         timestamptz,
    disabled_reason       varchar(200),
    created_at            timestamptz   not null,
    updated_at            timestamptz   not null
);
create index webhook_endpoints_organization on webhook_endpoints (organization_id, created_at);

create table webhook_events (
    id              varchar(40)  primary key,
    organization_id varchar(25)  not null references organizations (id),
    type            varchar(40)  not null,
    payload         text         not null,
    created_at      timestamptz  not null
);

create table webhook_deliveries (
    seq              bigserial    unique,
    -- 'whd_' and the md5 of event and endpoint ids: written by the fan-out insert itself.
    id               varchar(40)  primary key,
    event_id         varchar(40)  not null references webhook_events (id) on delete cascade,
    endpoint_id      varchar(25)  not null references webhook_endpoints (id) on delete cascade,
    status           varchar(10)  not null check (status in ('pending', 'sending', 'succeeded', 'failed')),
    attempts         integer      not null default 0,
    due_at           timestamptz  not null,
    last_attempt_at  timestamptz,
    response_status  integer,
    duration_ms      integer,
    last_error       varchar(500),
    created_at       timestamptz  not null
);
create index webhook_deliveries_due on webhook_deliveries (due_at) where status in ('pending', 'sending');
create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at desc);
