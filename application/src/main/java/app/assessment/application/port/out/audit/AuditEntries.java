package app.assessment.application.port.out.audit;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/** Reading the audit log back: pages by sequence (keyset, newest first), single entries and exports. */
public interface AuditEntries {

    /**
     * @param beforeSequence only entries with a lower sequence (the previous page's last), or null from the newest
     * @return at most {@code limit} entries, newest first
     */
    List<AuditRecord> page(AuditFilter filter, Long beforeSequence, int limit);

    /** @param organizationId the caller's scope; null for every organization */
    Optional<AuditRecord> byId(String organizationId, String id);

    /** Every entry of the filter, newest first, handed to {@code sink} as the database returns them (never all in memory). */
    void export(AuditFilter filter, AuditSink sink) throws IOException;

    /** Entries with {@code afterSequence < seq <= upToSequence}, oldest first, at most {@code limit}: a stream's replay. */
    List<AuditRecord> between(AuditFilter filter, long afterSequence, long upToSequence, int limit);
}
