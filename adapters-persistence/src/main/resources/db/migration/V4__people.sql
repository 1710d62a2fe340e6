-- People: students, candidates, and teachers without a sign-in account.
--
-- Name search is accent- and case-insensitive ("joao" finds "João"). Each table keeps a
-- search_name column: the name lower-cased with its accents stripped, computed in Java on every
-- write (SearchNames). Chosen over PostgreSQL's unaccent: that extension is contrib, which the
-- embedded PostgreSQL of the run command may lack, and unaccent() is not immutable, so it
-- cannot be indexed without a wrapper. The same normalisation applied to the search term makes
-- "search_name like '%term%'" the whole search. Ordering by search_name also sorts "Álvaro"
-- with the A's.
--
-- Every list is "one organization, not deleted, optionally one status, ordered by name", then
-- a count of the same rows: the indexes below lead with organization_id and carry the sort key,
-- so both statements read one organization's slice of the index. The substring match scans that
-- slice; pg_trgm would index it should one organization ever hold hundreds of thousands of people.
--
-- Removal keeps the row (deleted_at) for all three: the spec asks it for students, and
-- candidates and teachers are referenced by assignments, whose history must outlive them.

create table students (
    id              varchar(25)  primary key,
    organization_id varchar(25)  not null references organizations (id),
    name            varchar(200) not null,
    search_name     varchar(200) not null,
    status          varchar(20)  not null check (status in ('ACTIVE', 'INACTIVE', 'SUSPENDED', 'GRADUATED')),
    age             integer      check (age between 0 and 150),
    grade           varchar(50),
    gender          varchar(50),
    email           varchar(254),
    phone           varchar(30),
    created_at      timestamptz  not null,
    updated_at      timestamptz  not null,
    deleted_at      timestamptz
);
-- Lists with and without the status filter, in name order; deleted rows are never listed.
create index ix_students_org_name on students (organization_id, search_name) where deleted_at is null;
create index ix_students_org_status_name on students (organization_id, status, search_name) where deleted_at is null;
-- One live student per e-mail in an organization; a deleted student frees its address.
create unique index uq_students_org_email on students (organization_id, lower(email))
    where email is not null and deleted_at is null;

create table candidates (
    id                  varchar(25)  primary key,
    organization_id     varchar(25)  not null references organizations (id),
    name                varchar(200) not null,
    search_name         varchar(200) not null,
    status              varchar(20)  not null
        check (status in ('ACTIVE', 'INACTIVE', 'APPROVED', 'REJECTED', 'PROMOTED')),
    -- Set once by promotion; the candidate row stays so its assessments keep their link.
    promoted_student_id varchar(25)  unique references students (id),
    email               varchar(254),
    phone               varchar(30),
    created_at          timestamptz  not null,
    updated_at          timestamptz  not null,
    deleted_at          timestamptz,
    check ((status = 'PROMOTED') = (promoted_student_id is not null))
);
create index ix_candidates_org_name on candidates (organization_id, search_name) where deleted_at is null;
create index ix_candidates_org_status_name on candidates (organization_id, status, search_name) where deleted_at is null;
create unique index uq_candidates_org_email on candidates (organization_id, lower(email))
    where email is not null and deleted_at is null;

-- Teachers exist since V2 (profiles linked to professors' accounts); they become listable,
-- searchable and removable here. Existing rows get their search name from SQL once: lower()
-- without accent stripping is close enough until the next write recomputes it in Java.
alter table teachers add column search_name varchar(200);
update teachers set search_name = lower(name);
alter table teachers alter column search_name set not null;
alter table teachers add column deleted_at timestamptz;
drop index ix_teachers_organization_name;
create index ix_teachers_org_name on teachers (organization_id, search_name) where deleted_at is null;
drop index uq_teachers_org_email;
create unique index uq_teachers_org_email on teachers (organization_id, lower(email))
    where email is not null and deleted_at is null;
