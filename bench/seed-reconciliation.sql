-- The reconciliation's worst case (issue 16): :abandoned pending PIX charges nobody will pay,
-- long past their first questions and all due again now, and :fresh charges created 16 minutes
-- ago and never asked about, which Asaas reports paid. Ids are fixed (cabandon/cfresh + digits).
\set ON_ERROR_STOP on
create temp table bench_owner as
  select id as user_id, organization_id from users where lower(email) = lower(:'admin_email');

insert into forms (id, organization_id, owner_id, title, search_title, type, target_audience, is_published, created_at, updated_at)
select 'creconform000000000000001', organization_id, user_id, 'Reconciliation bench', 'reconciliation bench', 'TEST',
       'STUDENT', true, now(), now()
from bench_owner;

insert into students (id, organization_id, name, search_name, status, cpf_cnpj, created_at, updated_at)
select 'creconstu000000000000001', organization_id, 'Payer', 'payer', 'ACTIVE', '52998224725', now(), now() from bench_owner;

create temp table bench_charges as
  select 'cabandon' || lpad(n::text, 17, '0') as assignment_id, 'pay_old' || lpad(n::text, 17, '0') as provider_id,
         now() - interval '20 days' as created_at, 10 as attempts, now() - interval '25 hours' - make_interval(secs => n) as last_synced,
         now() - interval '1 hour' as next_sync
  from generate_series(1, :abandoned) n
  union all
  select 'cfresh' || lpad(n::text, 19, '0'), 'pay_fresh' || lpad(n::text, 15, '0'),
         now() - interval '16 minutes', 0, null, now() - interval '1 minute'
  from generate_series(1, :fresh) n;

insert into assignments (id, organization_id, form_id, student_id, assigned_by_id, token, status, created_at, updated_at)
select c.assignment_id, o.organization_id, 'creconform000000000000001', 'creconstu000000000000001', o.user_id,
       'recon-token-' || c.assignment_id, 'ACTIVE', c.created_at, c.created_at
from bench_charges c, bench_owner o;

insert into charges (id, organization_id, assignment_id, is_current, method, amount, status, provider_payment_id,
                     payment_link, created_at, updated_at, sync_attempts, last_synced_at, next_sync_at, poll_until)
select 'k' || substr(c.assignment_id, 2), o.organization_id, c.assignment_id, true, 'BOLETO', 49.90, 'pending',
       c.provider_id, 'https://sandbox.asaas.com/i/' || c.provider_id, c.created_at, c.created_at, c.attempts, c.last_synced,
       c.next_sync, now() + interval '20 days'
from bench_charges c, bench_owner o;

insert into charge_provider_payments (provider_payment_id, charge_id, assignment_id, created_at)
select provider_payment_id, id, assignment_id, created_at from charges where assignment_id in (select assignment_id from bench_charges);

vacuum analyze assignments, charges, charge_provider_payments;
