-- Bench data for the forms list, the test link and submit. Variables: org, admin (ids),
-- forms (how many list forms), read_tokens (how many assignments of the 30-question form for the
-- test-link reads, bench-read-token-N). Submit's fresh assignments are seeded per run (run.sh).
insert into forms (id, organization_id, owner_id, title, search_title, type, target_audience, is_published, is_template,
                   score_ranges, question_count, created_at, updated_at)
select 'bf' || g, :'org', :'admin', 'Bench form ' || g, 'bench form ' || g, 'TEST', 'STUDENT', true, false, '[]', 0,
       now() - g * interval '1 second', now()
from generate_series(1, :forms) g;

insert into forms (id, organization_id, owner_id, title, search_title, type, target_audience, is_published, is_template,
                   score_ranges, question_count, created_at, updated_at)
values ('bench30', :'org', :'admin', 'Avaliação de 30 questões', 'avaliacao de 30 questoes', 'TEST', 'STUDENT', true, false,
        '[{"min":0,"max":45,"label":"Abaixo","color":"#D32F2F"},{"min":45.01,"max":90,"label":"Acima","color":"#388E3C"}]',
        30, now() - interval '1 day', now());
insert into questions (id, form_id, text, position)
select 'bq' || q, 'bench30', 'Pergunta número ' || q || ' sobre o conteúdo estudado?', q - 1 from generate_series(1, 30) q;
insert into options (id, question_id, form_id, text, points, position)
select 'bo' || q || '_' || o, 'bq' || q, 'bench30', 'Alternativa ' || o, o - 1, o - 1
from generate_series(1, 30) q, generate_series(1, 4) o;

-- The assignments share 100 participants, so the organization's student count stays the one the
-- students search is measured on (bench/seed-search.sql), however many submits run.
insert into students (id, organization_id, name, search_name, status, created_at, updated_at)
select 'bs' || g, :'org', 'Participante ' || g, 'participante ' || g, 'ACTIVE', now(), now() from generate_series(1, 100) g;
insert into assignments (id, organization_id, form_id, student_id, assigned_by_id, token, status, created_at, updated_at)
select 'bra' || g, :'org', 'bench30', 'bs' || (g % 100 + 1), :'admin', 'bench-read-token-' || g, 'ACTIVE', now(), now()
from generate_series(1, :read_tokens) g;

vacuum analyze forms;
vacuum analyze assignments;
