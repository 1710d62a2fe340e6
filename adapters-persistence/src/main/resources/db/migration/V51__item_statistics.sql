-- Item statistics kept exact and live (issue 46, ADR 0055).

-- What each submission contributes: the questions it was asked (with their most points) and its
-- observation (marks, total, choices, answer keys; null while a grade is pending). A grade, a regrade
-- or a change of the counted attempt subtracts exactly what was added; a from/to read sums these rows.
create table statistics_entries (
    submission_id   varchar(25)  primary key references submissions (id) on delete cascade,
    form_id         varchar(25)  not null,
    assignment_id   varchar(25)  not null,
    attempt_number  integer      not null,
    counted         boolean      not null,
    completed_at    timestamptz  not null,
    asked           jsonb        not null,
    observation     jsonb
);
create index ix_statistics_entries_form on statistics_entries (form_id, completed_at);
create index ix_statistics_entries_assignment on statistics_entries (assignment_id);

-- Exact decimal sums per form, attempt selection (C counted, F first, A all) and question; the row with
-- question_id '' is the test's: n, sums of totals to the fourth power, sum of maxima, and the version that
-- moves with every change (the stream's event id). A question's row: x its mark, t the attempt's total.
-- Keyed by the question id the answer snapshot names; question_version_id is there for question versions.
create table statistics_sums (
    form_id              varchar(25)  not null,
    selection            char(1)      not null check (selection in ('C', 'F', 'A')),
    question_id          varchar(64)  not null,
    question_version_id  varchar(64),
    question_type        varchar(20),
    n                    bigint       not null default 0,
    s1                   numeric      not null default 0,
    s2                   numeric      not null default 0,
    s3                   numeric      not null default 0,
    s4                   numeric      not null default 0,
    s_max                numeric      not null default 0,
    st                   numeric      not null default 0,
    stt                  numeric      not null default 0,
    sxt                  numeric      not null default 0,
    version              bigint       not null default 0,
    primary key (form_id, selection, question_id)
);

-- Histograms: T totals (test row), M marks and R rest-of-test scores per question (median, discriminative
-- efficiency), O options chosen, A answers given (key in answer). A row that falls to 0 stays and is skipped by reads.
create table statistics_counts (
    form_id      varchar(25)  not null,
    selection    char(1)      not null,
    question_id  varchar(64)  not null,
    dimension    char(1)      not null check (dimension in ('T', 'M', 'R', 'O', 'A')),
    answer       varchar(200) not null default '',
    value        numeric      not null default 0,
    count        bigint       not null,
    primary key (form_id, selection, question_id, dimension, answer, value)
);
