-- payment_totals_add picked its slot with abs(hashtext(..)) % 16, and abs() raises "integer out
-- of range" for the one most negative hash, which would have failed that charge's insert. The
-- slot is now hashtext(..) & 15: the same slot for every non-negative hash, and a valid one for
-- every negative hash. Totals are read as sums over all slots, so a charge counted in one slot
-- and later uncounted in another leaves every sum right.
create or replace function payment_totals_add(org varchar, st varchar, assignment varchar, n integer, value numeric)
returns void language sql as $$
    insert into payment_totals (organization_id, status, slot, charges, amount)
    values (org, st, hashtext(assignment) & 15, n, coalesce(value, 0))
    on conflict (organization_id, status, slot)
    do update set charges = payment_totals.charges + excluded.charges, amount = payment_totals.amount + excluded.amount
$$;
