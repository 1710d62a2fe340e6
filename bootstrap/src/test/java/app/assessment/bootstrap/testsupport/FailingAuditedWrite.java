package app.assessment.bootstrap.testsupport;

import app.assessment.application.port.out.AuditTrail;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Map;

/** A use case that records its audit entry and then fails, as a real one can. */
@ApplicationScoped
public class FailingAuditedWrite {

    private final AuditTrail auditTrail;

    public FailingAuditedWrite(AuditTrail auditTrail) {
        this.auditTrail = auditTrail;
    }

    @Transactional
    public void recordThenFail(String marker) {
        auditTrail.record(new AuditEntry(Instant.now(), Actor.system(null), "probe.fail", "Probe", marker, Map.of()));
        throw new IllegalStateException("the write failed after auditing");
    }
}
