\set ON_ERROR_STOP on
-- The statistics' running sums of bench30 (bench/seed-assessments.sql) as :attempts submissions would leave
-- them (issue 46, ADR 0055), computed here in SQL rather than through 100,000 submits or a rebuild: attempt
-- g picks option 1 + (g·q·7919 + q) mod 4 of question q (points 0..3), every attempt counted, first and all.
-- Usage: psql -v attempts=100000 -f bench/seed-statistics.sql (after bench/seed-assessments.sql).
create temporary table bench_marks as
select g, q, 1 + ((g::bigint * q * 7919 + q) % 4)::int as o, ((g::bigint * q * 7919 + q) % 4)::numeric as x
from generate_series(1, :attempts) g, generate_series(1, 30) q;
create temporary table bench_totals as select g, sum(x) as t from bench_marks group by g;
delete from statistics_sums where form_id = 'bench30';
delete from statistics_counts where form_id = 'bench30';
insert into statistics_sums (form_id, selection, question_id, n, s1, s2, s3, s4, s_max, version)
select 'bench30', s, '', count(*), sum(t), sum(t ^ 2), sum(t ^ 3), sum(t ^ 4), 90 * count(*), 1
from bench_totals, unnest(array['C', 'F', 'A']) s group by s;
insert into statistics_sums (form_id, selection, question_id, question_type, n, s1, s2, s_max, st, stt, sxt)
select 'bench30', s, 'bq' || q, 'SINGLE_CHOICE', count(*), sum(x), sum(x * x), 3 * count(*), sum(t), sum(t * t), sum(x * t)
from bench_marks join bench_totals using (g), unnest(array['C', 'F', 'A']) s group by s, q;
insert into statistics_counts (form_id, selection, question_id, dimension, answer, value, count)
select 'bench30', s, '', 'T', '', t, count(*) from bench_totals, unnest(array['C', 'F', 'A']) s group by s, t
union all
select 'bench30', s, 'bq' || q, 'M', '', x, count(*) from bench_marks, unnest(array['C', 'F', 'A']) s group by s, q, x
union all
select 'bench30', s, 'bq' || q, 'R', '', t - x, count(*) from bench_marks join bench_totals using (g),
  unnest(array['C', 'F', 'A']) s group by s, q, t - x
union all
select 'bench30', s, 'bq' || q, 'O', 'bo' || q || '_' || o, 0, count(*) from bench_marks, unnest(array['C', 'F', 'A']) s
group by s, q, o;
analyze statistics_sums;
analyze statistics_counts;
