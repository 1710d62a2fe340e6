-- The total of an organization's unfiltered students and candidates lists (GET /api/students,
-- /api/candidates, with or without `status`) without counting rows. count(*) over 200,000 live
-- students was a parallel sequential scan of 36 ms, nearly all of the list's cost, growing with
-- the organization (docs/performance.md, session 16). Live rows are counted here per (table,
-- organization, status); a name search still counts its matches (ADR 0033). Teachers keep
-- counting: an organization's staff is tens of rows, and they have no status.
create table people_totals (
    kind            varchar(20) not null,
    organization_id varchar(25) not null,
    status          varchar(20) not null,
    people          integer     not null,
    primary key (kind, organization_id, status)
);

-- Per statement over its transition tables: an import of a thousand students adds to each
-- (organization, status) once, not a thousand times (a row trigger's updates of one row in one
-- transaction each walk the versions the earlier ones left). Keys whose change nets to zero
-- (a rename, an edit of anything but status and removal) are not written, so such edits take no
-- lock here. Keys are written in order, so two statements moving people between the same
-- statuses in opposite directions lock them in the same order and never deadlock.
create function people_totals_track() returns trigger language plpgsql as $$
begin
    if tg_op = 'INSERT' then
        insert into people_totals as t (kind, organization_id, status, people)
        select tg_table_name, organization_id, status, count(*) from new_rows where deleted_at is null
        group by 1, 2, 3 order by 1, 2, 3
        on conflict (kind, organization_id, status) do update set people = t.people + excluded.people;
    elsif tg_op = 'UPDATE' then
        insert into people_totals as t (kind, organization_id, status, people)
        select tg_table_name, c.organization_id, c.status, sum(c.delta)
        from (select organization_id, status, -1 as delta from old_rows where deleted_at is null
              union all
              select organization_id, status, 1 from new_rows where deleted_at is null) c
        group by 1, 2, 3 having sum(c.delta) <> 0 order by 1, 2, 3
        on conflict (kind, organization_id, status) do update set people = t.people + excluded.people;
    else
        insert into people_totals as t (kind, organization_id, status, people)
        select tg_table_name, organization_id, status, -count(*) from old_rows where deleted_at is null
        group by 1, 2, 3 order by 1, 2, 3
        on conflict (kind, organization_id, status) do update set people = t.people + excluded.people;
    end if;
    return null;
end
$$;

do $$
declare
    people_table text;
begin
    foreach people_table in array array['students', 'candidates'] loop
        execute format('create trigger %1$s_totals_insert after insert on %1$I referencing new table as new_rows '
                       'for each statement execute function people_totals_track()', people_table);
        execute format('create trigger %1$s_totals_update after update on %1$I referencing old table as old_rows '
                       'new table as new_rows for each statement execute function people_totals_track()', people_table);
        execute format('create trigger %1$s_totals_delete after delete on %1$I referencing old table as old_rows '
                       'for each statement execute function people_totals_track()', people_table);
    end loop;
end
$$;

insert into people_totals (kind, organization_id, status, people)
select 'students', organization_id, status, count(*) from students where deleted_at is null group by 2, 3;
insert into people_totals (kind, organization_id, status, people)
select 'candidates', organization_id, status, count(*) from candidates where deleted_at is null group by 2, 3;
