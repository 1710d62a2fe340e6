package app.assessment.adapters.rest.audit;

import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.audit.AuditQuery;
import jakarta.ws.rs.QueryParam;

/** The filters shared by the audit log's list, export and stream, parsed to 400s naming the parameter. */
public class AuditParameters {

    @QueryParam("organizationId")
    String organizationId;
    @QueryParam("userId")
    String userId;
    @QueryParam("action")
    String action;
    @QueryParam("entityType")
    String entityType;
    @QueryParam("entityId")
    String entityId;
    @QueryParam("from")
    String from;
    @QueryParam("to")
    String to;
    @QueryParam("q")
    String q;

    AuditQuery query() {
        return new AuditQuery(QueryValues.text(organizationId), QueryValues.text(userId), QueryValues.text(action),
                QueryValues.text(entityType), QueryValues.text(entityId), QueryValues.instant("from", from),
                QueryValues.endInstant("to", to), QueryValues.text(q));
    }
}
