-- Sign-in: server-side sessions, password reset tokens, e-mailed second-factor codes,
-- profile images, and the teacher profile linked to a professor's account.

alter table users add column contact_email varchar(254);
alter table users add column phone varchar(30);

create table sessions (
    id          varchar(25) primary key,
    user_id     varchar(25) not null references users (id) on delete cascade,
    created_at  timestamptz not null,
    expires_at  timestamptz not null,
    revoked_at  timestamptz,
    ip          varchar(64),
    user_agent  varchar(300)
);
-- Every authenticated request reads one session row joined to its user by primary keys.
create index ix_sessions_user on sessions (user_id);
-- The clean-up job deletes expired sessions by time.
create index ix_sessions_expires on sessions (expires_at);

create table password_reset_tokens (
    id          varchar(25) primary key,
    user_id     varchar(25) not null references users (id) on delete cascade,
    -- SHA-256 of the token; the token itself is only ever in the e-mail.
    token_hash  varchar(64) not null unique,
    expires_at  timestamptz not null,
    used_at     timestamptz,
    created_at  timestamptz not null
);
create index ix_password_reset_tokens_expires on password_reset_tokens (expires_at);

create table second_factor_codes (
    id          varchar(25) primary key,
    user_id     varchar(25) not null references users (id) on delete cascade,
    -- HMAC of the code under the server secret: six digits alone would be trivially reversed.
    code_hash   varchar(64) not null,
    expires_at  timestamptz not null,
    used_at     timestamptz,
    created_at  timestamptz not null
);
create index ix_second_factor_codes_user on second_factor_codes (user_id, expires_at desc);

create table user_images (
    user_id      varchar(25) primary key references users (id) on delete cascade,
    content_type varchar(50) not null,
    content      bytea       not null,
    updated_at   timestamptz not null
);

create table teachers (
    id              varchar(25)  primary key,
    organization_id varchar(25)  not null references organizations (id),
    user_id         varchar(25)  unique references users (id) on delete set null,
    name            varchar(200) not null,
    email           varchar(254),
    phone           varchar(30),
    specialty       varchar(200),
    created_at      timestamptz  not null,
    updated_at      timestamptz  not null
);
create index ix_teachers_organization_name on teachers (organization_id, name);
create unique index uq_teachers_org_email on teachers (organization_id, lower(email)) where email is not null;
