-- Question types (issue 43, ADR 0049/0050). A question without a type is single choice, as every
-- question was: the new columns are null or false on existing rows, so nothing is rewritten.
-- `spec` holds the type's key (points, scoring, accepted values, pairs, items) as the domain's
-- spec record; options keep their own key (`correct`) beside their points.
alter table questions
    add column type     varchar(20),
    add column spec     jsonb,
    add column feedback varchar(2000);
alter table options
    add column correct  boolean not null default false,
    add column feedback varchar(2000);

-- A submission whose essay or unmatched short answer awaits a grader has a provisional total
-- and no score range until the last grade.
alter table submissions
    add column pending_grading boolean not null default false;
-- The grading queue (GET /api/grading): an organization's submissions awaiting a grader, oldest
-- first. Partial, so it holds only the few that wait.
create index ix_submissions_pending_grading on submissions (organization_id, completed_at, id) where pending_grading;
