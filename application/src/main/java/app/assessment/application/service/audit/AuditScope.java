package app.assessment.application.service.audit;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.audit.AuditQuery;
import app.assessment.application.port.out.audit.AuditFilter;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;

/**
 * Who reads which part of the log, in one place for the list, the export and the stream: an
 * administrator their own organization (asking for another one is 404, as for any record of
 * another tenant), a super administrator any or all, a professor nothing.
 */
final class AuditScope {

    private AuditScope() {
    }

    /** The organization {@code requested} reads (null: every organization, a super administrator's default). */
    static String scope(Caller caller, String requested) {
        if (!Permissions.readsOrganizationLogs(caller.role())) {
            throw DomainException.forbidden("FORBIDDEN", "Only administrators read the audit log");
        }
        return Permissions.readScope(caller.role(), caller.organizationId(), requested);
    }

    static AuditFilter filter(Caller caller, AuditQuery query) {
        String organizationId = scope(caller, query.organizationId());
        return new AuditFilter(organizationId, query.userId(), query.action(), query.entityType(), query.entityId(),
                query.from(), query.to(), query.q());
    }
}
