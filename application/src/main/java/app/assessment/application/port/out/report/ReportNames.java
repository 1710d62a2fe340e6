package app.assessment.application.port.out.report;

import java.util.Collection;
import java.util.Map;

/** Names that reports show beside a submission's own snapshot: the assigning user and the organization. */
public interface ReportNames {

    /** Names of many users at once, for a list page; ids not found are absent from the map. */
    Map<String, String> userNames(Collection<String> userIds);

    /** The organization's name and the assigning user's, in one read. */
    Heading heading(String organizationId, String assignedById);

    /** @param assignedByName nullable when that user is not found */
    record Heading(String organizationName, String assignedByName) {
    }
}
