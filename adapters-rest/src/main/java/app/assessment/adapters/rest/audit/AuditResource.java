package app.assessment.adapters.rest.audit;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.Paging;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.audit.AuditLogUseCases;
import app.assessment.domain.shared.DomainException;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The audit log for administrators (docs/api.md §8): list with filters, CSV export, one entry. */
@Path("/api/admin/audit-logs")
@Tag(name = "Audit log")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed({"ADMIN", "SUPER_ADMIN"})
@KeyForbidden
public class AuditResource {

    static final String SCOPE = "ADMIN: the own organization's entries (an `organizationId` of another organization is 404); "
            + "SUPER_ADMIN: every organization's, or one with `organizationId`; PROFESSOR: 403; no session: 401. ";
    static final String FILTERS = "Filters: `userId` (the acting user), `action`, `entityType`, `entityId` (exact), `from`, `to` "
            + "(ISO 8601 instant or date; a date as `to` includes that day), `q` (part of the actor's name or e-mail, "
            + "case-insensitive). A malformed filter is 400 `VALIDATION_FAILED` naming the parameter. ";

    private final AuditLogUseCases auditLog;
    private final CurrentUser currentUser;

    public AuditResource(AuditLogUseCases auditLog, CurrentUser currentUser) {
        this.auditLog = auditLog;
        this.currentUser = currentUser;
    }

    @GET
    @Operation(summary = "Audit log entries, newest first", description = SCOPE + FILTERS + "Paged by `limit` (default "
            + AuditLogUseCases.DEFAULT_LIMIT + ", above " + AuditLogUseCases.MAX_LIMIT + " clamped, below 1 is 400) and the opaque "
            + "`cursor` of the previous answer's `nextCursor` (null on the last page). The cursor marks a place in the log, not an "
            + "offset: entries written meanwhile never shift or repeat a page, and a deep page costs what the first does.")
    public AuditBodies.EntryList list(@BeanParam AuditParameters filters, @QueryParam("limit") String limit,
                                      @QueryParam("cursor") String cursor) {
        int size = Paging.size("limit", limit, AuditLogUseCases.DEFAULT_LIMIT, AuditLogUseCases.MAX_LIMIT);
        Long before = AuditCursor.decode(cursor);
        var page = auditLog.list(currentUser.caller(), filters.query(), before, size);
        return new AuditBodies.EntryList(page.entries().stream().map(AuditBodies.EntryBody::from).toList(),
                AuditCursor.encode(page.nextBeforeSequence()));
    }

    @GET
    @Path("/export")
    @Produces({"text/csv", MediaType.APPLICATION_JSON})
    @Operation(summary = "Export audit log entries as CSV", description = SCOPE + FILTERS + "`format=csv` (the default and only "
            + "format; another is 400). The answer is `text/csv; charset=UTF-8`, newest first, with a header row (id, sequence, at, organizationId, actorType, actorId, actorName, "
            + "actorEmail, ip, action, entityType, entityId, changes), fields quoted as RFC 4180 says, and a leading `'` before a cell starting with `=`, `+`, `-`, `@`, tab or carriage "
            + "return, so a spreadsheet never runs it as a formula. Rows are streamed as they are read. One export covers at most "
            + "`AUDIT_EXPORT_MAX_SPAN` (default 366 days): without `to` it ends now, without `from` it starts that span before `to`; "
            + "a longer range is 400 naming `from`.")
    public Response export(@BeanParam AuditParameters filters, @QueryParam("format") String format) {
        String chosen = QueryValues.text(format);
        if (chosen != null && !"csv".equalsIgnoreCase(chosen)) {
            throw DomainException.invalid("format", "must be csv");
        }
        var export = auditLog.export(currentUser.caller(), filters.query());
        return Response.ok(AuditCsv.of(export), AuditCsv.MEDIA_TYPE)
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"audit-log.csv\"").build();
    }

    @GET
    @Path("/{id}")
    @Operation(summary = "One audit log entry", description = "ADMIN: entries of the own organization; SUPER_ADMIN: any. "
            + "404 `NOT_FOUND` for an unknown id or another organization's entry; PROFESSOR: 403.")
    public AuditBodies.EntryBody get(@PathParam("id") String id) {
        return AuditBodies.EntryBody.from(auditLog.get(currentUser.caller(), id));
    }
}
