-- Reconciliation within Asaas' quota (25,000 requests per 12 hours, polling not counted as a
-- reason to raise it): each pending provider charge carries when it was last asked about, when
-- it may be asked next (a per-charge back-off) and until when it is asked at all (N days after
-- its due date; it stays pending until an administrator acts or an event arrives).
alter table charges add column last_synced_at timestamptz;
alter table charges add column next_sync_at timestamptz;
alter table charges add column sync_attempts integer not null default 0;
alter table charges add column poll_until timestamptz;

-- Charges created before this migration: first asked 15 minutes after creation, as the old job
-- did, and for as long as a new charge with the default settings (3 days due, 30 more) would be.
update charges set next_sync_at = created_at + interval '15 minutes', poll_until = created_at + interval '33 days'
where status = 'pending' and provider_payment_id is not null;

drop index ix_charges_stale_pending;

-- The job's read: due charges, never-asked first, then the longest unasked. Only pending
-- provider charges are in it, so it stays as small as the set of charges awaiting payment.
create index ix_charges_sync_due on charges (last_synced_at nulls first, next_sync_at)
    where status = 'pending' and provider_payment_id is not null;
