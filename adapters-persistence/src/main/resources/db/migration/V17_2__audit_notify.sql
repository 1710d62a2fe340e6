-- The live log stream (issue 18, ADR 0019): every statement that inserts audit entries sends a
-- notification on channel audit_entries. PostgreSQL delivers it at commit and drops it on
-- rollback, so listeners on every instance wake for committed entries only; they then read the
-- rows after the last sequence they delivered. The payload is empty on purpose: notifications of
-- one transaction with the same payload are folded into one.
create function audit_entries_notify() returns trigger language plpgsql as $$
begin
    perform pg_notify('audit_entries', '');
    return null;
end
$$;

create trigger audit_entries_notify after insert on audit_entries
    for each statement execute function audit_entries_notify();
