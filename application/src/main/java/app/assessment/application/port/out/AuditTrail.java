package app.assessment.application.port.out;

import app.assessment.domain.audit.AuditEntry;

/**
 * Where successful writes are recorded. Implementations write inside the caller's transaction,
 * so a use case that fails leaves no entry behind.
 */
public interface AuditTrail {
    void record(AuditEntry entry);
}
