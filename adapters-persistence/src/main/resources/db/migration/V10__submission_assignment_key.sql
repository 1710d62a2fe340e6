-- A submission's organization, form and assigner are copies of its assignment's, kept on the row
-- for the lists' filters. One composite foreign key now says so: the submission must match its
-- assignment in all four columns, which the four single-column keys it replaces never checked.
-- It also takes one share lock per submit instead of four. The single keys locked the
-- organization, form and assigner rows, which every concurrent submit of a class shares, so each
-- lock became a multixact written to WAL. The assignment's row is already locked by the submit's
-- own update, so its share lock costs nothing.
alter table assignments add constraint uq_assignments_submission_key unique (id, organization_id, form_id, assigned_by_id);

alter table submissions
    drop constraint submissions_organization_id_fkey,
    drop constraint submissions_form_id_fkey,
    drop constraint submissions_assigned_by_id_fkey,
    drop constraint submissions_assignment_id_fkey,
    add constraint submissions_assignment_fkey foreign key (assignment_id, organization_id, form_id, assigned_by_id)
        references assignments (id, organization_id, form_id, assigned_by_id);
