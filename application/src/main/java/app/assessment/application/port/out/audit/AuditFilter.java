package app.assessment.application.port.out.audit;

import java.time.Instant;

/**
 * What the log is narrowed to; a null member does not narrow. {@code organizationId} null means
 * every organization, which only a super administrator's query may leave it as.
 *
 * @param q part of the actor's name or e-mail, case-insensitive
 */
public record AuditFilter(String organizationId, String userId, String action, String entityType, String entityId,
                          Instant from, Instant to, String q) {

    /** Whether {@code record} passes the filter: the live stream applies it to entries it already read. */
    public boolean matches(AuditRecord record) {
        return (organizationId == null || organizationId.equals(record.organizationId()))
                && (userId == null || userId.equals(record.actorUserId()))
                && (action == null || action.equals(record.action()))
                && (entityType == null || entityType.equals(record.entityType()))
                && (entityId == null || entityId.equals(record.entityId()))
                && (from == null || !record.at().isBefore(from))
                && (to == null || !record.at().isAfter(to))
                && (q == null || contains(record.actorName(), q) || contains(record.actorEmail(), q));
    }

    private static boolean contains(String value, String part) {
        return value != null && folded(value).contains(folded(part));
    }

    /**
     * Each character lowered on its own, by Unicode's simple mapping: how PostgreSQL's {@code ilike} lowers text
     * and pattern, so the list (SQL) and the live stream (here) choose the same entries (AuditFilterAgreementTest).
     * String.toLowerCase applies the full mapping, which turns some letters into two (İ into i and a dot).
     */
    private static String folded(String text) {
        StringBuilder lowered = new StringBuilder(text.length());
        text.codePoints().forEach(c -> lowered.appendCodePoint(Character.toLowerCase(c)));
        return lowered.toString();
    }
}
