-- A large organization for the search figures (issue 23), by SQL alone:
--   psql -v org=<organization id> -v admin=<user id> -v tag=<2 letters> -v submissions=100000 -v students=20000 -f bench/seed-search.sql
-- Students get Portuguese names with accents drawn from 30 first names and 30 surnames (two
-- surnames each, plus a number so no two are equal); the stored search_name is the folded form
-- SearchText writes (lower case, accents removed). Every submission is a completed assignment of
-- one of these students on one of 20 forms, one every minute back from now, with its
-- search_text as the service writes it: folded participant name, a space, folded form title.
-- tag keeps ids apart when two organizations are seeded into one database (ids are 25 characters).
\set ON_ERROR_STOP on
create temp table seed_names as
select array['João','Maria','José','Ana','Antônio','Francisca','Luís','Adriana','Márcio','Juliana','Sérgio','Patrícia',
             'Cláudio','Fernanda','Rogério','Letícia','André','Mônica','Fábio','Cecília','Vinícius','Luíza','Otávio',
             'Bárbara','Caetano','Inês','Tomás','Conceição','Raí','Zoé'] as first,
       array['joao','maria','jose','ana','antonio','francisca','luis','adriana','marcio','juliana','sergio','patricia',
             'claudio','fernanda','rogerio','leticia','andre','monica','fabio','cecilia','vinicius','luiza','otavio',
             'barbara','caetano','ines','tomas','conceicao','rai','zoe'] as first_folded,
       array['Silva','Souza','Oliveira','Santos','Pereira','Lima','Carvalho','Ferreira','Rodrigues','Almeida','Araújo',
             'Gonçalves','Simões','Magalhães','Brandão','Conceição','Falcão','Guimarães','Estêvão','Lourenço','Mendonça',
             'Assunção','Romão','Galvão','Müller','Peçanha','Câmara','Sá','Jordão','Leão'] as last,
       array['silva','souza','oliveira','santos','pereira','lima','carvalho','ferreira','rodrigues','almeida','araujo',
             'goncalves','simoes','magalhaes','brandao','conceicao','falcao','guimaraes','estevao','lourenco','mendonca',
             'assuncao','romao','galvao','muller','pecanha','camara','sa','jordao','leao'] as last_folded;

insert into forms (id, organization_id, owner_id, title, search_title, type, target_audience, is_published, is_template,
                   score_ranges, question_count, created_at, updated_at)
select :'tag' || 'f' || lpad(f::text, 22, '0'), :'org', :'admin', 'Avaliação ' || f || ' — Ciências da Natureza',
       'avaliacao ' || f || ' — ciencias da natureza', 'TEST', 'STUDENT', true, false, '[]', 20,
       now() - interval '400 days', now()
from generate_series(1, 20) f;

-- The number makes names unique; the 7th multiplier spreads surnames independently of first names.
insert into students (id, organization_id, name, search_name, status, created_at, updated_at)
select :'tag' || 's' || lpad(g::text, 22, '0'), :'org',
       n.first[g % 30 + 1] || ' ' || n.last[(g / 30) % 30 + 1] || ' ' || n.last[(g * 7 / 900) % 30 + 1] || ' ' || g,
       n.first_folded[g % 30 + 1] || ' ' || n.last_folded[(g / 30) % 30 + 1] || ' ' || n.last_folded[(g * 7 / 900) % 30 + 1] || ' ' || g,
       'ACTIVE', now() - g * interval '1 second', now()
from seed_names n, generate_series(1, :students) g;

insert into assignments (id, organization_id, form_id, student_id, assigned_by_id, token, status, completed_at, created_at, updated_at)
select :'tag' || 'a' || lpad(g::text, 22, '0'), :'org', :'tag' || 'f' || lpad((g % 20 + 1)::text, 22, '0'),
       :'tag' || 's' || lpad((g % :students + 1)::text, 22, '0'), :'admin', :'tag' || '-search-' || g, 'COMPLETED',
       now() - g * interval '1 minute', now() - g * interval '1 minute' - interval '1 hour', now() - g * interval '1 minute'
from generate_series(1, :submissions) g;

-- submission_totals' row trigger (V8) adds one to a slot per row: in one transaction each update
-- walks the versions the earlier ones left, so 100,000 rows took minutes. The seed adds its
-- rows' totals in one statement instead.
alter table submissions disable trigger submissions_totals;
insert into submissions (id, organization_id, assignment_id, form_id, student_id, assigned_by_id, form_title, participant_name,
                         search_text, total_score, max_score, percentage, score_label, score_color, score_ranges, answers, completed_at)
select :'tag' || 'u' || lpad(g::text, 22, '0'), :'org', :'tag' || 'a' || lpad(g::text, 22, '0'), f.id, s.id, :'admin',
       f.title, s.name, s.search_name || ' ' || f.search_title, g % 21, 20, (g % 21) * 5,
       case when g % 21 < 10 then 'Em desenvolvimento' else 'Proficiente' end,
       case when g % 21 < 10 then '#F57C00' else '#388E3C' end,
       '[{"min":0,"max":9.99,"label":"Em desenvolvimento","color":"#F57C00"},{"min":10,"max":20,"label":"Proficiente","color":"#388E3C"}]',
       '[]', now() - g * interval '1 minute'
from generate_series(1, :submissions) g
join students s on s.id = :'tag' || 's' || lpad((g % :students + 1)::text, 22, '0')
join forms f on f.id = :'tag' || 'f' || lpad((g % 20 + 1)::text, 22, '0');
alter table submissions enable trigger submissions_totals;
insert into submission_totals (organization_id, slot, submissions)
select organization_id, hashtext(id) & 15, count(*) from submissions where id like :'tag' || 'u%' group by 1, 2
on conflict (organization_id, slot) do update set submissions = submission_totals.submissions + excluded.submissions;

vacuum analyze forms, students, assignments, submissions;
