-- The statistics' sums in 16 stripes, and one row per set of selections (issue 46, ADR 0055 item 8).
-- Every submit of a form used to add to the same rows, whose locks it then held to its commit, so the submits
-- of one form ran one at a time (about 40 a second with 32 clients). A transaction now adds to the stripe of
-- its connection (pg_backend_pid() % 16) and a read sums the stripes. Existing rows are stripe 0.
-- A change belonging to several selections (a first, counted attempt: C, F and A) is one row keyed by the
-- set ('CFA') rather than three; a read of a selection sums every row whose set holds it.
alter table statistics_sums drop constraint statistics_sums_selection_check,
    alter column selection type varchar(3),
    add constraint statistics_sums_selection_check check (selection in ('C', 'F', 'A', 'CF', 'CA', 'FA', 'CFA')),
    add column stripe smallint not null default 0,
    drop constraint statistics_sums_pkey, add primary key (form_id, selection, question_id, stripe);
alter table statistics_counts alter column selection type varchar(3),
    add constraint statistics_counts_selection_check check (selection in ('C', 'F', 'A', 'CF', 'CA', 'FA', 'CFA')),
    add column stripe smallint not null default 0,
    drop constraint statistics_counts_pkey, add primary key (form_id, selection, question_id, dimension, answer, value, stripe);
