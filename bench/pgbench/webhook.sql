-- POST /api/webhooks/asaas for a random seeded charge, as the server sends it for an event that
-- changes nothing (the charge already paid, which is most of them after the warm-up): BEGIN with
-- the payment's assignment, the assignment's lock with the charge read, the event stored, COMMIT.
-- Event ids are new per transaction (run, client, :k). Variables: org, charges, run, k (start 0).
\set k :k + 1
\set n random(1, :charges)
begin\;
select assignment_id, charge_id from charge_provider_payments where provider_payment_id = 'pay_bench' || lpad(:n::text, 19, '0');
select 1 from assignments where id = 'cbench' || lpad(:n::text, 19, '0') for no key update\;
select a.id as assignment_id, a.organization_id, c.id, c.method, c.amount, c.status, c.provider_payment_id, c.payment_link, c.qr_code, c.qr_code_text, c.qr_code_expires_at, c.paid_at, c.cancelled_at, c.created_at, c.updated_at from assignments a left join charges c on c.assignment_id = a.id and c.is_current where a.id = 'cbench' || lpad(:n::text, 19, '0');
insert into provider_events (id, event, provider_payment_id, external_reference, organization_id, outcome, received_at) values ('evt_pgb_' || :run || '_' || :client_id || '_' || :k, 'PAYMENT_RECEIVED', 'pay_bench' || lpad(:n::text, 19, '0'), 'cbench' || lpad(:n::text, 19, '0'), :org, 'unchanged', now()) on conflict (id) do nothing;
commit;
