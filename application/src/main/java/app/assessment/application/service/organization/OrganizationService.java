package app.assessment.application.service.organization;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.organization.CreateOrganizationUseCase;
import app.assessment.application.port.in.organization.ListOrganizationsUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.OrganizationRepository;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Map;

@ApplicationScoped
public class OrganizationService implements CreateOrganizationUseCase, ListOrganizationsUseCase {

    private final OrganizationRepository organizations;
    private final AuditTrail auditTrail;
    private final IdGenerator ids;
    private final Clock clock;

    public OrganizationService(OrganizationRepository organizations, AuditTrail auditTrail, IdGenerator ids, Clock clock) {
        this.organizations = organizations;
        this.auditTrail = auditTrail;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    @Transactional
    public Organization create(Command command) {
        requirePlatformAdministrator(command.caller());
        if (organizations.existsByName(command.name())) {
            throw DomainException.conflict("DUPLICATE_ORGANIZATION", "An organization with this name already exists");
        }
        Organization organization = new Organization(ids.newId(), command.name(), clock.now());
        organizations.add(organization);
        auditTrail.record(new AuditEntry(clock.now(), command.caller().actor().inOrganization(organization.id()),
                "organization.create", "Organization", organization.id(), Map.of("name", organization.name())));
        return organization;
    }

    @Override
    @Transactional
    public List<Organization> listAll(Caller caller) {
        requirePlatformAdministrator(caller);
        return organizations.all();
    }

    /** Organizations are the platform's, not any one of them: only a super administrator sees or adds them. */
    private static void requirePlatformAdministrator(Caller caller) {
        if (!Permissions.administersPlatform(caller.role())) {
            throw DomainException.forbidden("FORBIDDEN", "Only super administrators manage organizations");
        }
    }
}
