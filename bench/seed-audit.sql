-- 1,000,000 audit entries (:entries) across 20 organizations: the bench administrator's and 19
-- others, round-robin, oldest first so the sequence follows time as it does in production. Ten
-- actions (one filter of the list picks one of them: a tenth of an organization's entries),
-- actors drawn from the organization's administrator or the system.
insert into organizations (id, name, created_at)
select 'aorg' || g, 'Audit bench ' || g, now() from generate_series(1, 19) g
on conflict do nothing;

create temporary table bench_orgs as
select row_number() over (order by id) - 1 as n, id from (
  select id from organizations where id like 'aorg%'
  union all select organization_id from users where email = :'admin_email') o;

insert into audit_entries (id, occurred_at, organization_id, actor_kind, actor_user_id, actor_name, actor_email,
                           ip, action, entity_type, entity_id, changes)
select 'ab' || g,
       now() - interval '365 days' + g * (interval '365 days' / :entries),
       o.id,
       case when g % 7 = 0 then 'SYSTEM' else 'USER' end,
       case when g % 7 = 0 then null else 'au' || (g % 20) end,
       case when g % 7 = 0 then null else 'Pessoa ' || (g % 20) end,
       case when g % 7 = 0 then null else 'pessoa' || (g % 20) || '@example.com' end,
       '203.0.113.' || (g % 250),
       (array['FORM_CREATED','FORM_UPDATED','ASSIGNMENT_CREATED','ASSIGNMENT_CANCELLED','SUBMISSION_CREATED',
              'CHARGE_CREATED','CHARGE_PAID','USER_UPDATED','STUDENT_CREATED','SIGNED_IN'])[1 + (g / 20) % 10],
       'FORM',
       'ent' || g,
       jsonb_build_object('title', jsonb_build_object('from', 'Antes ' || g, 'to', 'Depois ' || g))
from generate_series(1, :entries) g
join bench_orgs o on o.n = g % 20;
vacuum analyze audit_entries;
