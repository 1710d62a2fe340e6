package app.assessment.domain.assignment;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.time.Instant;

/**
 * A form assigned to a participant, reachable through an opaque token link.
 *
 * <p>One type with guarded transitions rather than a type per state: the state always comes
 * from storage, and every illegal transition must answer a specific error code at runtime
 * ({@code ASSIGNMENT_COMPLETED}, {@code ASSIGNMENT_ALREADY_CANCELLED}, ...), so a type per state
 * would only move the same switch into every caller. The constructor enforces what each status
 * implies instead: only a cancelled assignment has a cancellation, only a completed one a
 * completion time. Transitions return new instances.
 *
 * <p>The optional schedule is the half-open window [{@code scheduledAt}, {@code expiresAt}):
 * {@code expiresAt} is the first instant the link no longer works.
 *
 * <p>Reactivation clears the cancellation: the fields describe the current state, and the audit
 * log keeps the history.
 */
public record Assignment(
        String id,
        String organizationId,
        String formId,
        Participant participant,
        String assignedById,
        String token,
        AssignmentStatus status,
        Instant scheduledAt,
        Instant expiresAt,
        Instant cancelledAt,
        String cancellationReason,
        Instant completedAt,
        Instant createdAt) {

    public static final int TOKEN_MAX = 200;
    public static final int REASON_MIN = 10;
    public static final int REASON_MAX = 1000;

    public Assignment {
        Check.id("id", id);
        Check.id("organizationId", organizationId);
        Check.id("formId", formId);
        Check.required("participant", participant);
        Check.id("assignedById", assignedById);
        Check.text("token", token, TOKEN_MAX);
        Check.required("status", status);
        Check.required("createdAt", createdAt);
        if (scheduledAt != null && expiresAt != null && !scheduledAt.isBefore(expiresAt)) {
            throw DomainException.invalid("expiresAt", "must be after scheduledAt");
        }
        boolean cancelled = status == AssignmentStatus.CANCELLED;
        Check.presentExactlyWhen("cancelledAt", cancelledAt, cancelled, status.name());
        Check.presentExactlyWhen("cancellationReason", cancellationReason, cancelled, status.name());
        if (cancelled) {
            cancellationReason = reason("cancellationReason", cancellationReason);
        }
        Check.presentExactlyWhen("completedAt", completedAt, status == AssignmentStatus.COMPLETED, status.name());
    }

    /** A new active assignment; a window that has already closed is refused. */
    public static Assignment assign(String id, String organizationId, String formId, Participant participant,
                                    String assignedById, String token, Instant scheduledAt, Instant expiresAt,
                                    Instant now) {
        Check.required("createdAt", now);
        if (expiresAt != null && !expiresAt.isAfter(now)) {
            throw DomainException.invalid("expiresAt", "must be in the future");
        }
        return new Assignment(id, organizationId, formId, participant, assignedById, token,
                AssignmentStatus.ACTIVE, scheduledAt, expiresAt, null, null, null, now);
    }

    public Availability availabilityAt(Instant now) {
        Check.required("now", now);
        if (status == AssignmentStatus.COMPLETED) {
            return Availability.COMPLETED;
        }
        if (status == AssignmentStatus.CANCELLED) {
            return Availability.CANCELLED;
        }
        if (scheduledAt != null && now.isBefore(scheduledAt)) {
            return Availability.NOT_YET_OPEN;
        }
        if (expiresAt != null && !now.isBefore(expiresAt)) {
            return Availability.EXPIRED;
        }
        return Availability.OPEN;
    }

    /** Throws the error the public test link answers unless the test can be taken now. */
    public void ensureOpenAt(Instant now) {
        availabilityAt(now).ensureOpen();
    }

    /**
     * For a further attempt of an assignment that may be taken several times: the window alone
     * decides (cancelled, not open yet, expired), a completion does not.
     */
    public void ensureWindowOpenAt(Instant now) {
        Availability availability = availabilityAt(now);
        if (availability == Availability.COMPLETED) {
            availability = new Assignment(id, organizationId, formId, participant, assignedById, token, AssignmentStatus.ACTIVE,
                    scheduledAt, expiresAt, null, null, null, createdAt).availabilityAt(now);
        }
        availability.ensureOpen();
    }

    /** The participant submitted: only an open assignment can be completed, and only once. */
    public Assignment complete(Instant at) {
        ensureOpenAt(at);
        return new Assignment(id, organizationId, formId, participant, assignedById, token,
                AssignmentStatus.COMPLETED, scheduledAt, expiresAt, null, null, at, createdAt);
    }

    /**
     * An attempt completed at {@code at} (ADR 0051): its own deadline, not the link's window, says
     * whether it was in time, so only a cancellation refuses it. A further attempt of an assignment
     * already completed moves its completion time.
     */
    public Assignment completeAttempt(Instant at) {
        Check.required("completedAt", at);
        if (status == AssignmentStatus.CANCELLED) {
            Availability.CANCELLED.ensureOpen();
        }
        return new Assignment(id, organizationId, formId, participant, assignedById, token,
                AssignmentStatus.COMPLETED, scheduledAt, expiresAt, null, null, at, createdAt);
    }

    /** The reason is checked before the state, so a bad request is a 400 whatever the state. */
    public Assignment cancel(String reason, Instant at) {
        String trimmed = reason("reason", reason);
        Check.required("cancelledAt", at);
        if (status == AssignmentStatus.COMPLETED) {
            throw DomainException.conflict("ASSIGNMENT_COMPLETED", "A completed assignment cannot be cancelled");
        }
        if (status == AssignmentStatus.CANCELLED) {
            throw DomainException.conflict("ASSIGNMENT_ALREADY_CANCELLED", "The assignment is already cancelled");
        }
        return new Assignment(id, organizationId, formId, participant, assignedById, token,
                AssignmentStatus.CANCELLED, scheduledAt, expiresAt, at, trimmed, null, createdAt);
    }

    /** Back to active with the same schedule; an expired window stays expired. */
    public Assignment reactivate() {
        if (status == AssignmentStatus.COMPLETED) {
            throw DomainException.conflict("ASSIGNMENT_COMPLETED", "A completed assignment cannot be reactivated");
        }
        if (status == AssignmentStatus.ACTIVE) {
            throw DomainException.conflict("ASSIGNMENT_NOT_CANCELLED", "Only a cancelled assignment can be reactivated");
        }
        return new Assignment(id, organizationId, formId, participant, assignedById, token,
                AssignmentStatus.ACTIVE, scheduledAt, expiresAt, null, null, null, createdAt);
    }

    private static String reason(String field, String value) {
        String trimmed = Check.required(field, value).strip();
        if (trimmed.codePointCount(0, trimmed.length()) < REASON_MIN) {
            throw DomainException.invalid(field, "must have at least " + REASON_MIN + " characters");
        }
        return Check.text(field, trimmed, REASON_MAX);
    }
}
