package app.assessment.application.port.out.report;

/**
 * Names a report shows beside a submission's own snapshot: the assigning user and the
 * organization. A list page's assigner names come with its rows ({@code SubmissionRepository.Page}).
 */
public interface ReportNames {

    /** The organization's name and the assigning user's, in one read. */
    Heading heading(String organizationId, String assignedById);

    /** @param assignedByName nullable when that user is not found */
    record Heading(String organizationName, String assignedByName) {
    }
}
