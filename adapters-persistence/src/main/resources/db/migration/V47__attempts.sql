-- Issue 44: attempts timed by the server, several per assignment under a grading policy.
--
-- Settings are the domain's AttemptSettings as JSON; null means the defaults (untimed, one
-- attempt, score shown at once), which every existing row keeps. The form's are the defaults of
-- its assignments; an assignment keeps the settings it was made with.
alter table forms add column attempt_settings jsonb;
alter table assignments add column attempt_settings jsonb;

-- One row per started attempt. closes_at = deadline + grace, kept on the row so the closing job
-- finds due attempts over a partial index (timestamptz + interval is not immutable, so it cannot
-- be an expression index). At most one open attempt per assignment: a second start answers it.
create table attempts (
    id              varchar(25)  primary key,
    organization_id varchar(25)  not null references organizations (id),
    assignment_id   varchar(25)  not null references assignments (id) on delete cascade,
    attempt_number  integer      not null check (attempt_number >= 1),
    started_at      timestamptz  not null,
    deadline        timestamptz,
    grace_seconds   integer      not null check (grace_seconds between 0 and 600),
    closes_at       timestamptz,
    completed_at    timestamptz,
    submission_id   varchar(25),
    constraint uq_attempts_number unique (assignment_id, attempt_number),
    constraint ck_attempts_completion check ((completed_at is null) = (submission_id is null))
);
create unique index uq_attempts_open on attempts (assignment_id) where completed_at is null;
create index ix_attempts_due on attempts (closes_at) where completed_at is null and closes_at is not null;

-- Each attempt is a submission; counted marks those that make the assignment's score under its
-- grading policy (every existing submission is its assignment's only attempt, so counted).
alter table submissions
    add column attempt_number integer not null default 1,
    add column counted boolean not null default true,
    drop constraint submissions_assignment_id_key,
    add constraint uq_submissions_attempt unique (assignment_id, attempt_number);
