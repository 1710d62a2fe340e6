-- Issue 44: accommodations (more time) of students, candidates and single assignments, one table
-- for the three owners. An assignment's own row wins over its participant's (read in one query
-- by SqlAccommodationRepository.effectiveFor). No foreign key on owner_id: it names a row of one
-- of three tables; the application writes only owners it has just found in the organization.
-- Depends on nothing newer than V46 (V47 is written beside it).
create table accommodations (
    owner_type      varchar(10)  not null check (owner_type in ('STUDENT', 'CANDIDATE', 'ASSIGNMENT')),
    owner_id        varchar(25)  not null,
    organization_id varchar(25)  not null references organizations (id),
    time_multiplier numeric(3,2) not null check (time_multiplier between 1.00 and 4.00),
    extra_minutes   integer      not null check (extra_minutes between 0 and 600),
    -- Sensitive (often a health matter): shown to administrators on the person's own read only.
    reason          varchar(500),
    updated_at      timestamptz  not null,
    primary key (owner_type, owner_id),
    check (time_multiplier > 1.00 or extra_minutes > 0)
);
