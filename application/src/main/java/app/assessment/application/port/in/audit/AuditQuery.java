package app.assessment.application.port.in.audit;

import app.assessment.domain.shared.DomainException;
import java.time.Instant;

/**
 * The filters of the audit log's list, export and stream, as the caller asked for them; the
 * organization is only a request here (the service scopes it to the caller's role).
 *
 * @param q part of the actor's name or e-mail
 */
public record AuditQuery(String organizationId, String userId, String action, String entityType, String entityId,
                         Instant from, Instant to, String q) {

    static final int MAX_Q = 200;

    public AuditQuery {
        if (from != null && to != null && to.isBefore(from)) {
            throw DomainException.invalid("to", "must not be before from");
        }
        if (q != null && q.length() > MAX_Q) {
            throw DomainException.invalid("q", "must be at most " + MAX_Q + " characters");
        }
    }

    public static final AuditQuery ALL = new AuditQuery(null, null, null, null, null, null, null, null);
}
