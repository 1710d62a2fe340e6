-- Student accounts (docs/adr/0027): a sign-in account with role STUDENT linked to one student
-- record of its organization. A table of its own keeps the users row unchanged for every other role;
-- the unique student_id gives each student at most one account.
alter table users drop constraint if exists users_role_check;
alter table users add constraint users_role_check check (role in ('PROFESSOR', 'ADMIN', 'SUPER_ADMIN', 'STUDENT'));

create table student_accounts (
    user_id     varchar(25) primary key references users (id) on delete cascade,
    student_id  varchar(25) not null unique references students (id)
);
