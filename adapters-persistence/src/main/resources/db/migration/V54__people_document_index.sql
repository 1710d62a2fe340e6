-- Issue 47: a people import finds the organization's people by CPF/CNPJ as well as by e-mail (ADR 0058).
create index ix_students_org_document on students (organization_id, cpf_cnpj) where cpf_cnpj is not null and deleted_at is null;
create index ix_candidates_org_document on candidates (organization_id, cpf_cnpj) where cpf_cnpj is not null and deleted_at is null;
