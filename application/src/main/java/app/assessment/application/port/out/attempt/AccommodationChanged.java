package app.assessment.application.port.out.attempt;

import app.assessment.domain.assignment.Participant;

/**
 * Fired (CDI, synchronously, inside the transaction that changed it) when a person's or an
 * assignment's accommodation was set, changed or removed, so that open attempts move their
 * deadline at once. Exactly one of {@code participant} and {@code assignmentId} is set.
 */
public record AccommodationChanged(String organizationId, Participant participant, String assignmentId) {
}
