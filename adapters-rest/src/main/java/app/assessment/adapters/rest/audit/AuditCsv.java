package app.assessment.adapters.rest.audit;

import app.assessment.application.port.in.audit.AuditLogUseCases.AuditExport;
import app.assessment.application.port.out.audit.AuditRecord;
import jakarta.ws.rs.core.StreamingOutput;
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * The audit log as CSV (RFC 4180: CRLF, fields quoted by Commons CSV where needed), written row
 * by row as the database returns them. A cell a spreadsheet would take for a formula (starting
 * with {@code = + - @}, tab or carriage return) gets a leading apostrophe (OWASP "CSV injection").
 */
final class AuditCsv {

    static final String MEDIA_TYPE = "text/csv; charset=UTF-8";
    static final String[] HEADER = {"id", "sequence", "at", "organizationId", "actorType", "actorId", "actorName", "actorEmail",
        "ip", "action", "entityType", "entityId", "changes"};

    private static final CSVFormat FORMAT = CSVFormat.RFC4180.builder().setHeader(HEADER).get();

    private AuditCsv() {
    }

    static StreamingOutput of(AuditExport export) {
        return output -> {
            CSVPrinter printer = new CSVPrinter(new BufferedWriter(new OutputStreamWriter(output, StandardCharsets.UTF_8), 1 << 16),
                    FORMAT);
            export.writeTo(record -> printer.printRecord(cells(record)));
            printer.flush();
        };
    }

    static Object[] cells(AuditRecord r) {
        return new Object[] {safe(r.id()), r.sequence(), r.at().toString(), safe(r.organizationId()),
            r.actorKind().name().toLowerCase(Locale.ROOT), safe(r.actorUserId()), safe(r.actorName()), safe(r.actorEmail()),
            safe(r.ip()), safe(r.action()), safe(r.entityType()), safe(r.entityId()), safe(r.changes())};
    }

    /** Text a spreadsheet would evaluate is kept as text. */
    static String safe(String cell) {
        if (cell == null || cell.isEmpty()) {
            return cell;
        }
        return switch (cell.charAt(0)) {
            case '=', '+', '-', '@', '\t', '\r' -> "'" + cell;
            default -> cell;
        };
    }
}
