-- ADR 0053. Both null for every existing row: a form without sections is one fixed section, an attempt
-- without an instance shows its form as authored, exactly as before.
alter table forms add column layout jsonb;
alter table attempts add column instance jsonb;
