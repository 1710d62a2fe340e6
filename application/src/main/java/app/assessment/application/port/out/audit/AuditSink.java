package app.assessment.application.port.out.audit;

import java.io.IOException;

/** Takes entries one at a time as they are read, so a long export never holds the result in memory. */
@FunctionalInterface
public interface AuditSink {
    void accept(AuditRecord record) throws IOException;
}
