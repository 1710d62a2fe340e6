-- Item statistics per question version (issues 45 and 46, ADR 0055): a bank question drawn by a form is counted
-- per version it was given, so the marks of two versions never mix. '' is a form's own question (and the test row).
-- Sums kept before this were keyed by question only; a rebuild (POST .../statistics/rebuild) splits them by version.
update statistics_sums set question_version_id = '' where question_version_id is null;
alter table statistics_sums alter column question_version_id set default '',
    alter column question_version_id set not null,
    drop constraint statistics_sums_pkey,
    add primary key (form_id, selection, question_id, question_version_id);

alter table statistics_counts add column question_version_id varchar(64) not null default '',
    drop constraint statistics_counts_pkey,
    add primary key (form_id, selection, question_id, question_version_id, dimension, answer, value);
