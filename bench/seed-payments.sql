-- 100,000 assignments with a current charge each, in the bench administrator's organization:
-- 1,000 students, one form; 40% pending (linked to a provider charge), 40% paid, 10% exempt,
-- 10% cancelled. Ids are fixed (cbench + 19 digits) so bench/webhook.lua can name them.
\set ON_ERROR_STOP on
create temp table bench_owner as
  select id as user_id, organization_id from users where lower(email) = lower(:'admin_email');

insert into forms (id, organization_id, owner_id, title, search_title, type, target_audience, is_published, created_at, updated_at)
select 'cbenchform000000000000001', organization_id, user_id, 'Bench form', 'bench form', 'TEST', 'STUDENT', true, now(), now()
from bench_owner;

insert into students (id, organization_id, name, search_name, status, created_at, updated_at)
select 'cbenchstu' || lpad(n::text, 16, '0'), organization_id, 'Student ' || n, 'student ' || n, 'ACTIVE', now(), now()
from bench_owner, generate_series(1, 1000) n;

insert into assignments (id, organization_id, form_id, student_id, assigned_by_id, token, status, created_at, updated_at)
select 'cbench' || lpad(n::text, 19, '0'), organization_id, 'cbenchform000000000000001',
       'cbenchstu' || lpad((1 + n % 1000)::text, 16, '0'), user_id, 'bench-pay-token-' || n, 'ACTIVE',
       now() - make_interval(secs => n), now()
from bench_owner, generate_series(1, :charges) n;

-- charges_totals' row trigger (V6, V9) adds each row to a slot: in one transaction every update
-- walks the versions the earlier ones left (100,000 charges took 380 s at load 40). The seed adds
-- its rows' totals in one statement instead, as the trigger would.
alter table charges disable trigger charges_totals;
insert into charges (id, organization_id, assignment_id, is_current, method, amount, status, provider_payment_id,
                     payment_link, paid_at, cancelled_at, created_at, updated_at)
select 'cbenchchg' || lpad(n::text, 16, '0'), organization_id, 'cbench' || lpad(n::text, 19, '0'), true,
       case when n % 10 < 8 then 'PIX' when n % 10 = 9 then 'PIX_EXTERNO' end,
       case when n % 10 = 8 then null else 10 + (n % 90) + 0.90 end,
       case when n % 10 < 4 then 'pending' when n % 10 < 8 then 'paid' when n % 10 = 8 then 'exempt' else 'cancelled' end,
       case when n % 10 < 8 then 'pay_bench' || lpad(n::text, 19, '0') end,
       case when n % 10 < 8 then 'https://sandbox.asaas.com/i/bench' || n end,
       case when n % 10 between 4 and 7 then now() - make_interval(secs => n) end,
       case when n % 10 = 9 then now() - make_interval(secs => n) end,
       now() - make_interval(secs => n), now()
from bench_owner, generate_series(1, :charges) n;
alter table charges enable trigger charges_totals;
insert into payment_totals (organization_id, status, slot, charges, amount)
select organization_id, status, hashtext(assignment_id) & 15, count(*), coalesce(sum(amount), 0)
from charges where id like 'cbenchchg%' and is_current group by 1, 2, 3
on conflict (organization_id, status, slot)
do update set charges = payment_totals.charges + excluded.charges, amount = payment_totals.amount + excluded.amount;

vacuum analyze students, assignments, charges;
