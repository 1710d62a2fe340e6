-- The total of GET /api/forms without counting rows. Counting an organization's live forms is
-- an index-only scan (ix_forms_live_by_org), but it still visits every entry: over 10,000 forms
-- it was about half of the list's PostgreSQL CPU, and it grows with the table. Live forms are
-- counted here per (organization, owner, template, published): each filter the list has but the
-- title search is a condition on these columns, so any such total is a sum over a few rows (the
-- organization's owners times four). Searches still count their rows.
-- Form writes are a teacher's pace, so one row per key needs no slots (submission_totals has 16).
create table form_totals (
    organization_id varchar(25) not null,
    owner_id        varchar(25) not null,
    is_template     boolean     not null,
    is_published    boolean     not null,
    forms           integer     not null,
    primary key (organization_id, owner_id, is_template, is_published)
);

-- A form leaves its old key when it was live and joins its new one when it is live. Both changes
-- are one statement, in key order, so two writers moving forms between the same two keys in
-- opposite directions lock them in the same order and never deadlock. Edits that change none of
-- the key columns nor liveness (titles, questions) do not touch the totals.
create function form_totals_track() returns trigger language plpgsql as $$
begin
    if tg_op = 'UPDATE' and (old.organization_id, old.owner_id, old.is_template, old.is_published, old.deleted_at is null)
            is not distinct from (new.organization_id, new.owner_id, new.is_template, new.is_published, new.deleted_at is null) then
        return null;
    end if;
    insert into form_totals as t (organization_id, owner_id, is_template, is_published, forms)
    select c.organization_id, c.owner_id, c.is_template, c.is_published, c.delta
    from (select old.organization_id, old.owner_id, old.is_template, old.is_published, -1 as delta
          where tg_op <> 'INSERT' and old.deleted_at is null
          union all
          select new.organization_id, new.owner_id, new.is_template, new.is_published, 1
          where tg_op <> 'DELETE' and new.deleted_at is null) c
    order by 1, 2, 3, 4
    on conflict (organization_id, owner_id, is_template, is_published) do update set forms = t.forms + excluded.forms;
    return null;
end
$$;

create trigger forms_totals after insert or update or delete on forms
    for each row execute function form_totals_track();

insert into form_totals (organization_id, owner_id, is_template, is_published, forms)
select organization_id, owner_id, is_template, is_published, count(*) from forms where deleted_at is null group by 1, 2, 3, 4;
