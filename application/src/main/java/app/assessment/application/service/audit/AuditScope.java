package app.assessment.application.service.audit;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.audit.AuditQuery;
import app.assessment.application.port.out.audit.AuditFilter;
import app.assessment.domain.shared.DomainException;

/**
 * Who reads which part of the log, in one place for the list, the export and the stream: an
 * administrator their own organization (asking for another one is 404, as for any record of
 * another tenant), a super administrator any or all, a professor nothing.
 */
final class AuditScope {

    private AuditScope() {
    }

    static void requireReader(Caller caller) {
        if (!caller.isAdmin()) {
            throw DomainException.forbidden("FORBIDDEN", "Only administrators read the audit log");
        }
    }

    static AuditFilter filter(Caller caller, AuditQuery query) {
        requireReader(caller);
        String organizationId = query.organizationId();
        if (!caller.role().isSuperuser()) {
            if (organizationId != null && !organizationId.equals(caller.organizationId())) {
                throw DomainException.notFound("Organization");
            }
            organizationId = caller.organizationId();
        }
        return new AuditFilter(organizationId, query.userId(), query.action(), query.entityType(), query.entityId(),
                query.from(), query.to(), query.q());
    }
}
