-- Forms (tests) with their questions and scored options.

create table forms (
    id               varchar(25)  primary key,
    organization_id  varchar(25)  not null references organizations (id),
    owner_id         varchar(25)  not null references users (id),
    title            varchar(200) not null,
    -- Lower-case, accent-stripped title (computed by the service): search without extensions,
    -- so the embedded PostgreSQL of the run command behaves like production.
    search_title     varchar(200) not null,
    description      text,
    category         varchar(100),
    type             varchar(50)  not null,
    target_audience  varchar(50)  not null,
    is_published     boolean      not null default false,
    is_template      boolean      not null default false,
    score_ranges     jsonb        not null default '[]'::jsonb,
    -- Kept with the form so a list page reads its _count without joining or grouping.
    question_count   integer      not null default 0,
    submission_count integer      not null default 0,
    created_at       timestamptz  not null,
    updated_at       timestamptz  not null,
    deleted_at       timestamptz
);
-- The list: live forms of one organization, newest first. The INCLUDEd filter columns let
-- both the page and its total be answered from the index alone (index-only scans), which is
-- what makes the total cheap on large organizations.
create index ix_forms_list on forms (organization_id, created_at desc, id desc)
    include (is_published, is_template, owner_id)
    where deleted_at is null;

create table questions (
    id         varchar(64)   primary key,
    form_id    varchar(25)   not null references forms (id) on delete cascade,
    text       varchar(2000) not null,
    position   integer       not null
);
create index ix_questions_form on questions (form_id, position);

create table options (
    id          varchar(64)   primary key,
    question_id varchar(64)   not null references questions (id) on delete cascade,
    -- Repeated from the question so a form's options load in the same single query.
    form_id     varchar(25)   not null references forms (id) on delete cascade,
    text        varchar(1000) not null,
    points      numeric(7, 2) not null,
    position    integer       not null
);
create index ix_options_question on options (question_id, position);
create index ix_options_form on options (form_id);
