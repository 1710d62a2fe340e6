-- The statistics' sums in 16 stripes (issue 46, ADR 0055): every submit of a form used to add to the same
-- rows, whose locks it then held to its commit, so the submits of one form ran one at a time (about 40 a
-- second with 32 clients). A transaction now adds to the stripe of its connection (pg_backend_pid() % 16) and
-- a read sums the stripes, so concurrent submits of one form rarely meet. Existing rows are stripe 0.
alter table statistics_sums add column stripe smallint not null default 0;
alter table statistics_sums drop constraint statistics_sums_pkey, add primary key (form_id, selection, question_id, stripe);
alter table statistics_counts add column stripe smallint not null default 0;
alter table statistics_counts drop constraint statistics_counts_pkey,
    add primary key (form_id, selection, question_id, dimension, answer, value, stripe);
