-- E-mail templates an organization edited (docs/adr/0030): one row per type and locale, which
-- replaces the shipped default (adapters-mail, notification-templates/<locale>/<TYPE>.txt) for that
-- organization. Deleting the row restores the default. Rows are read on every render, so an edit
-- made through one instance is used by every instance at once.
create table email_templates (
    organization_id varchar(25)  not null references organizations (id),
    template_key    varchar(40)  not null,
    locale          varchar(10)  not null check (locale in ('pt-BR', 'en')),
    subject         varchar(300) not null,
    html            text         not null,
    text            text         not null,
    updated_at      timestamptz  not null,
    updated_by      varchar(25)  references users (id) on delete set null,
    primary key (organization_id, template_key, locale)
);
