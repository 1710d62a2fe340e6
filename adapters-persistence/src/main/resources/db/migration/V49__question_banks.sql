-- Question banks with versioned questions (issue 45, ADR 0052).
create table question_banks (
    id              varchar(25)  primary key,
    organization_id varchar(25)  not null references organizations (id),
    owner_id        varchar(25)  not null references users (id),
    name            varchar(200) not null,
    -- Lower-case, accent-stripped name (computed by the service), as forms.search_title.
    search_name     varchar(200) not null,
    description     text,
    created_at      timestamptz  not null,
    updated_at      timestamptz,
    deleted_at      timestamptz
);
create index ix_question_banks_live on question_banks (organization_id, created_at desc, id) where deleted_at is null;

-- The category tree of a bank. A category taken out of the bank is marked removed, never
-- deleted, so the versions that named it keep a category that still says what it was.
create table bank_categories (
    id         varchar(25)  primary key,
    bank_id    varchar(25)  not null references question_banks (id),
    parent_id  varchar(25)  references bank_categories (id),
    name       varchar(200) not null,
    position   integer      not null,
    removed_at timestamptz
);
create index ix_bank_categories_bank on bank_categories (bank_id, position) where removed_at is null;

-- A bank question is its id and its latest version; its content lives in the versions.
create table bank_questions (
    id                 varchar(25) primary key,
    bank_id            varchar(25) not null references question_banks (id),
    organization_id    varchar(25) not null references organizations (id),
    current_version_id varchar(25) not null,
    created_at         timestamptz not null,
    updated_at         timestamptz not null,
    deleted_at         timestamptz
);
create index ix_bank_questions_live on bank_questions (bank_id, id) where deleted_at is null;

-- Immutable rows: an edit inserts the next version, nothing ever updates or deletes one, so an
-- attempt that was given a version finds it whatever happens to its question and bank.
create table bank_question_versions (
    id          varchar(25)   primary key,
    question_id varchar(25)   not null references bank_questions (id),
    version     integer       not null,
    category_id varchar(25)   references bank_categories (id),
    tags        jsonb         not null default '[]',
    type        varchar(20)   not null,
    text        varchar(2000) not null,
    search_text varchar(2000) not null,
    options     jsonb         not null,
    spec        jsonb,
    feedback    varchar(2000),
    author_id   varchar(25)   not null,
    created_at  timestamptz   not null,
    constraint uq_bank_question_versions unique (question_id, version)
);
alter table bank_questions
    add constraint fk_bank_questions_current foreign key (current_version_id) references bank_question_versions (id)
        deferrable initially deferred;
create index ix_bank_question_versions_category on bank_question_versions (category_id);
create index ix_bank_question_versions_tags on bank_question_versions using gin (tags jsonb_path_ops);
