package app.assessment.application.service.organization;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.out.OrganizationRepository;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;

/**
 * The organization an administration request is about: the one {@link Permissions#writeTarget} names, checked
 * to exist (an unknown one is 404, as a foreign one is); for a platform administration request, other roles 403.
 */
public final class AdministeredOrganization {

    private AdministeredOrganization() {
    }

    public static String of(Caller caller, String organizationId, OrganizationRepository organizations, String forbidden) {
        if (!Permissions.administersPlatform(caller.role())) {
            throw DomainException.forbidden("FORBIDDEN", forbidden);
        }
        return existing(caller, Permissions.writeTarget(caller.role(), caller.organizationId(), organizationId), organizations);
    }

    /** {@code target}, the caller's own or another that must exist (404 {@code Organization}). */
    public static String existing(Caller caller, String target, OrganizationRepository organizations) {
        if (target.equals(caller.organizationId())) {
            return target;
        }
        return organizations.byId(target).orElseThrow(() -> DomainException.notFound("Organization")).id();
    }
}
