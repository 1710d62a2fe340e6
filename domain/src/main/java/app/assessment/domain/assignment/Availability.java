package app.assessment.domain.assignment;

import app.assessment.domain.shared.DomainException;

/**
 * Whether a participant can take an assigned test at a given moment, as the public test link
 * sees it.
 *
 * <p>docs/api.md §6 answers a cancelled or expired link 410 and a completed one 409. A link that
 * is not open yet is 409 {@code ASSIGNMENT_NOT_OPEN}: the link is valid and will work later, so
 * it is neither gone (410) nor a matter of the caller's role (403, which §2 reserves for roles);
 * it is the assignment's current state that refuses the action, which is what 409 means there.
 */
public enum Availability {
    OPEN,
    NOT_YET_OPEN,
    EXPIRED,
    CANCELLED,
    COMPLETED;

    /** Does nothing when open; otherwise throws the error the test link answers. */
    public void ensureOpen() {
        switch (this) {
            case OPEN -> {
            }
            case NOT_YET_OPEN -> throw DomainException.conflict("ASSIGNMENT_NOT_OPEN", "The test is not open yet");
            case EXPIRED -> throw DomainException.gone("ASSIGNMENT_EXPIRED", "The test link has expired");
            case CANCELLED -> throw DomainException.gone("ASSIGNMENT_CANCELLED", "The test was cancelled");
            case COMPLETED -> throw DomainException.conflict("ASSIGNMENT_COMPLETED", "The test was already completed");
        }
    }
}
