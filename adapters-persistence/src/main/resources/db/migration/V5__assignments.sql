-- Assignments (a form given to a student or a candidate through a link), drafts, submissions.

create table assignments (
    id                  varchar(25)   primary key,
    organization_id     varchar(25)   not null references organizations (id),
    form_id             varchar(25)   not null references forms (id),
    student_id          varchar(25)   references students (id),
    candidate_id        varchar(25)   references candidates (id),
    assigned_by_id      varchar(25)   not null references users (id),
    -- The link credential: random, URL-safe, never derived from the id.
    token               varchar(200)  not null unique,
    status              varchar(12)   not null check (status in ('ACTIVE', 'CANCELLED', 'COMPLETED')),
    scheduled_at        timestamptz,
    expires_at          timestamptz,
    cancelled_at        timestamptz,
    cancellation_reason varchar(1000),
    completed_at        timestamptz,
    created_at          timestamptz   not null,
    updated_at          timestamptz   not null,
    check ((student_id is null) <> (candidate_id is null))
);
-- Administrators list the organization's assignments, professors the ones they made; newest first.
create index ix_assignments_org_created on assignments (organization_id, created_at desc, id desc);
create index ix_assignments_assigner_created on assignments (assigned_by_id, created_at desc, id desc);
create index ix_assignments_student on assignments (student_id) where student_id is not null;
create index ix_assignments_candidate on assignments (candidate_id) where candidate_id is not null;
create index ix_assignments_form on assignments (form_id);

create table drafts (
    assignment_id varchar(25) primary key references assignments (id) on delete cascade,
    answers       jsonb       not null,
    updated_at    timestamptz not null
);

create table submissions (
    id                varchar(25)   primary key,
    organization_id   varchar(25)   not null references organizations (id),
    -- One submission per assignment, enforced here so concurrent submits cannot both land.
    assignment_id     varchar(25)   not null unique references assignments (id),
    form_id           varchar(25)   not null references forms (id),
    student_id        varchar(25)   references students (id),
    candidate_id      varchar(25)   references candidates (id),
    assigned_by_id    varchar(25)   not null references users (id),
    form_title        varchar(200)  not null,
    participant_name  varchar(200)  not null,
    -- Lower-case, accent-stripped participant name and form title, for report search.
    search_text       varchar(401)  not null,
    total_score       numeric(9, 2) not null,
    max_score         numeric(9, 2) not null,
    percentage        numeric(6, 2) not null,
    score_label       varchar(100),
    score_color       varchar(7),
    -- The form's score ranges when it was scored: the report's legend, unchanged by later edits.
    score_ranges      jsonb         not null default '[]'::jsonb,
    completed_at      timestamptz   not null
);
-- Lists and reports: the organization's submissions newest first, or one assigner's, or one form's.
create index ix_submissions_org_completed on submissions (organization_id, completed_at desc, id desc);
create index ix_submissions_assigner_completed on submissions (assigned_by_id, completed_at desc, id desc);
create index ix_submissions_form on submissions (form_id, completed_at desc);
create index ix_submissions_student on submissions (student_id) where student_id is not null;
create index ix_submissions_candidate on submissions (candidate_id) where candidate_id is not null;

create table submission_answers (
    submission_id        varchar(25)   not null references submissions (id) on delete cascade,
    position             integer       not null,
    question_id          varchar(64)   not null,
    question_text        varchar(2000) not null,
    selected_option_id   varchar(64)   not null,
    selected_option_text varchar(1000) not null,
    points               numeric(7, 2) not null,
    primary key (submission_id, position)
);

-- Submission counts of a form page come from one grouped query over ix_submissions_form, not a
-- counter on the form row that every concurrent submit would have to lock.
alter table forms drop column submission_count;

-- Participants act through test links without an account.
alter table audit_entries alter column actor_kind type varchar(12);
alter table audit_entries drop constraint audit_entries_actor_kind_check;
alter table audit_entries add constraint audit_entries_actor_kind_check
    check (actor_kind in ('USER', 'SYSTEM', 'PROVIDER', 'PARTICIPANT'));
