package app.assessment.application.fakes;

import app.assessment.application.port.out.AuditTrail;
import app.assessment.domain.audit.AuditEntry;
import java.util.ArrayList;
import java.util.List;

/** Keeps every entry, in order. */
public final class RecordingAuditTrail implements AuditTrail {

    public final List<AuditEntry> entries = new ArrayList<>();

    @Override
    public void record(AuditEntry entry) {
        entries.add(entry);
    }

    public List<String> actions() {
        return entries.stream().map(AuditEntry::action).toList();
    }

    public AuditEntry last() {
        return entries.get(entries.size() - 1);
    }
}
