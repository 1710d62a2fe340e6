package app.assessment.application.service.notification;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.out.OrganizationRepository;
import app.assessment.domain.shared.DomainException;

/**
 * The organization a SUPER_ADMIN's administration request is about (docs/api.md §8): the one named by
 * {@code organizationId}, by default the caller's own; an unknown one is 404, other roles 403.
 */
final class AdministeredOrganization {

    private AdministeredOrganization() {
    }

    static String of(Caller caller, String organizationId, OrganizationRepository organizations, String forbidden) {
        if (!caller.role().isSuperuser()) {
            throw DomainException.forbidden("FORBIDDEN", forbidden);
        }
        if (organizationId == null || organizationId.equals(caller.organizationId())) {
            return caller.organizationId();
        }
        return organizations.byId(organizationId).orElseThrow(() -> DomainException.notFound("Organization")).id();
    }
}
