package app.assessment.adapters.persistence.organization;

import app.assessment.domain.organization.Organization;

final class OrganizationMapper {
    private OrganizationMapper() {
    }

    static Organization toDomain(OrganizationEntity entity) {
        return new Organization(entity.id, entity.name, entity.createdAt);
    }

    static OrganizationEntity toEntity(Organization organization) {
        OrganizationEntity entity = new OrganizationEntity();
        entity.id = organization.id();
        entity.name = organization.name();
        entity.createdAt = organization.createdAt();
        return entity;
    }
}
