package app.assessment.application.fakes;

import app.assessment.application.port.out.report.ReportNames;
import java.util.HashMap;
import java.util.Map;

/** Organization and user names by id; a user not named reads as null, as one since removed. */
public final class InMemoryReportNames implements ReportNames {

    public final Map<String, String> organizations = new HashMap<>();
    public final Map<String, String> users = new HashMap<>();

    @Override
    public Heading heading(String organizationId, String assignedById) {
        return new Heading(organizations.get(organizationId), users.get(assignedById));
    }
}
