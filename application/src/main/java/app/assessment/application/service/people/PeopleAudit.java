package app.assessment.application.service.people;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/** What people writes do besides the write: the audit entry, and the admin rule where it applies. */
@ApplicationScoped
class PeopleAudit {

    private final AuditTrail auditTrail;
    private final Clock clock;

    PeopleAudit(AuditTrail auditTrail, Clock clock) {
        this.auditTrail = auditTrail;
        this.clock = clock;
    }

    void record(Caller caller, Instant at, String action, String entityType, String entityId, Map<String, Object> changes) {
        auditTrail.record(new AuditEntry(at, caller.actor(), action, entityType, entityId, changes));
    }

    /**
     * A removal, ADMIN and SUPER_ADMIN only (checked before the record is even looked up):
     * {@code remove} loads and hides the record as of now, and the entry {@code <type>.delete}
     * records when.
     */
    void removal(Caller caller, String entityType, String entityId, Consumer<Instant> remove) {
        if (!Permissions.canRemovePeopleOrPromote(caller.role())) {
            throw forbidden();
        }
        Instant now = clock.now();
        remove.accept(now);
        record(caller, now, entityType.toLowerCase(Locale.ROOT) + ".delete", entityType, entityId,
                changes("deletedAt", now.toString()));
    }

    /** A map that keeps null values (a cleared field is a change worth recording) and insertion order. */
    static Map<String, Object> changes(Object... keysAndValues) {
        Map<String, Object> changes = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            changes.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return changes;
    }

    static void requirePromotionRights(Caller caller) {
        if (!Permissions.canRemovePeopleOrPromote(caller.role())) {
            throw forbidden();
        }
    }

    private static DomainException forbidden() {
        return DomainException.forbidden("FORBIDDEN", "Only administrators may do this");
    }
}
