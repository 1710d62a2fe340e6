package app.assessment.application.port.out.audit;

import java.util.List;
import java.util.Optional;

/** Reading the audit log back: pages by sequence (keyset, newest first) and single entries. */
public interface AuditEntries {

    /**
     * @param beforeSequence only entries with a lower sequence (the previous page's last), or null from the newest
     * @return at most {@code limit} entries, newest first
     */
    List<AuditRecord> page(AuditFilter filter, Long beforeSequence, int limit);

    /** @param organizationId the caller's scope; null for every organization */
    Optional<AuditRecord> byId(String organizationId, String id);
}
