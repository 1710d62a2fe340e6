-- One row per backup (issue 19). The stored object is encrypted; sha256 is of the stored bytes,
-- so an operator can check a downloaded file before restoring it. Rows are kept after retention
-- deletes the object (status DELETED), as history.
create table backups (
    id              varchar(25)  primary key,
    started_at      timestamptz  not null,
    finished_at     timestamptz,
    status          varchar(10)  not null check (status in ('RUNNING', 'SUCCEEDED', 'FAILED', 'DELETED')),
    size_bytes      bigint,
    sha256          char(64),
    database_name   varchar(128),
    schema_version  varchar(50),
    location        varchar(1024),
    error           varchar(2000),
    deleted_at      timestamptz
);
create index ix_backups_started on backups (started_at desc);
