package app.assessment.application.port.out.audit;

import app.assessment.domain.audit.Actor;
import java.time.Instant;

/**
 * One stored audit entry as the log shows it. {@code changes} is the JSON text as stored: the
 * domain masked its secrets before it was written, and nothing reads it back into a map just to
 * print it again.
 *
 * @param sequence the entry's place in insertion order (the table's identity column)
 */
public record AuditRecord(String id, long sequence, Instant at, String organizationId, Actor.Kind actorKind,
                          String actorUserId, String actorName, String actorEmail, String ip, String action,
                          String entityType, String entityId, String changes) {
}
