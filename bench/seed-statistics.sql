\set ON_ERROR_STOP on
-- The statistics' running sums of bench30 (bench/seed-assessments.sql) as :attempts submissions would leave
-- them (issue 46, ADR 0055), computed here in SQL rather than through 100,000 submits or a rebuild: attempt
-- g picks option 1 + (g·q·7919 + q) mod 4 of question q (points 0..3), every attempt counted, first and all.
-- The sums are spread over the 16 stripes (V60) as concurrent submits leave them: attempt g in stripe g % 16,
-- in the rows of the set CFA (a first attempt is counted, first and one of all).
-- Usage: psql -v attempts=100000 -f bench/seed-statistics.sql (after bench/seed-assessments.sql).
create temporary table bench_marks as
select g, g % 16 as stripe, q, 1 + ((g::bigint * q * 7919 + q) % 4)::int as o, ((g::bigint * q * 7919 + q) % 4)::numeric as x
from generate_series(1, :attempts) g, generate_series(1, 30) q;
create temporary table bench_totals as select g, stripe, sum(x) as t from bench_marks group by g, stripe;
delete from statistics_sums where form_id = 'bench30';
delete from statistics_counts where form_id = 'bench30';
insert into statistics_sums (form_id, selection, question_id, stripe, n, s1, s2, s3, s4, s_max, version)
select 'bench30', s, '', stripe, count(*), sum(t), sum(t ^ 2), sum(t ^ 3), sum(t ^ 4), 90 * count(*), 1
from bench_totals, (select 'CFA'::varchar as s) sel group by s, stripe;
insert into statistics_sums (form_id, selection, question_id, stripe, question_type, n, s1, s2, s_max, st, stt, sxt)
select 'bench30', s, 'bq' || q, stripe, 'SINGLE_CHOICE', count(*), sum(x), sum(x * x), 3 * count(*), sum(t), sum(t * t), sum(x * t)
from bench_marks join bench_totals using (g, stripe), (select 'CFA'::varchar as s) sel group by s, q, stripe;
insert into statistics_counts (form_id, selection, question_id, dimension, answer, value, stripe, count)
select 'bench30', s, '', 'T', '', t, stripe, count(*) from bench_totals, (select 'CFA'::varchar as s) sel group by s, t, stripe
union all
select 'bench30', s, 'bq' || q, 'M', '', x, stripe, count(*) from bench_marks, (select 'CFA'::varchar as s) sel
group by s, q, x, stripe
union all
select 'bench30', s, 'bq' || q, 'R', '', t - x, stripe, count(*) from bench_marks join bench_totals using (g, stripe),
  (select 'CFA'::varchar as s) sel group by s, q, t - x, stripe
union all
select 'bench30', s, 'bq' || q, 'O', 'bo' || q || '_' || o, 0, stripe, count(*) from bench_marks, (select 'CFA'::varchar as s) sel
group by s, q, o, stripe;
analyze statistics_sums;
analyze statistics_counts;
