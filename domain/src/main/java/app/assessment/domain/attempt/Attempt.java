package app.assessment.domain.attempt;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.time.Duration;
import java.time.Instant;

/**
 * One try at an assignment, timed by the server's clock. {@code deadline} is
 * {@code min(startedAt + timeLimit × multiplier + extra minutes, expiresAt)}, or the assignment's
 * {@code expiresAt} alone when the test is untimed (null when that too is absent). Answers are
 * taken up to {@code deadline + graceSeconds}, the slack for a submit already on its way; after
 * that the attempt is closed from its last draft with {@code completedAt = deadline}.
 */
public record Attempt(
        String id,
        String organizationId,
        String assignmentId,
        int number,
        Instant startedAt,
        Instant deadline,
        int graceSeconds,
        Instant completedAt,
        String submissionId) {

    public Attempt {
        Check.id("id", id);
        Check.id("organizationId", organizationId);
        Check.id("assignmentId", assignmentId);
        Check.between("number", number, 1, Integer.MAX_VALUE);
        Check.required("startedAt", startedAt);
        Check.between("graceSeconds", graceSeconds, 0, AttemptSettings.GRACE_MAX);
        Check.presentExactlyWhen("submissionId", submissionId, completedAt != null, completedAt != null ? "completed" : "open");
    }

    public static Attempt start(String id, String organizationId, String assignmentId, int number, Instant now,
                                AttemptSettings settings, Accommodation accommodation, Instant expiresAt) {
        return new Attempt(id, organizationId, assignmentId, number, now,
                deadline(now, settings.timeLimitSeconds(), accommodation, expiresAt), settings.graceSeconds(), null, null);
    }

    /** The deadline for an attempt started at {@code startedAt}; null when nothing limits it. */
    public static Instant deadline(Instant startedAt, Integer timeLimitSeconds, Accommodation accommodation, Instant expiresAt) {
        if (timeLimitSeconds == null) {
            return expiresAt;
        }
        Duration time = accommodation == null ? Duration.ofSeconds(timeLimitSeconds) : accommodation.applyTo(timeLimitSeconds);
        Instant end = startedAt.plus(time);
        return expiresAt != null && expiresAt.isBefore(end) ? expiresAt : end;
    }

    public boolean isOpen() {
        return completedAt == null;
    }

    /** The last instant answers are taken; null when nothing limits the attempt. */
    public Instant closesAt() {
        return deadline == null ? null : deadline.plusSeconds(graceSeconds);
    }

    /** Open, and past its deadline and grace: the closing job completes it from its draft. */
    public boolean overdueAt(Instant now) {
        return isOpen() && deadline != null && now.isAfter(closesAt());
    }

    /** Whole seconds left before the deadline (never negative); null when nothing limits the attempt. */
    public Long remainingSeconds(Instant now) {
        if (deadline == null) {
            return null;
        }
        long millis = Duration.between(now, deadline).toMillis();
        return millis <= 0 ? 0L : (millis + 999) / 1000;
    }

    /** Drafts and submit: refused once deadline + grace has passed, accepted at that instant. */
    public void ensureAcceptsAnswersAt(Instant now) {
        if (overdueAt(now)) {
            throw DomainException.conflict("ATTEMPT_TIME_EXPIRED", "The time for this attempt has run out");
        }
    }

    /** The same attempt with its deadline recomputed, after the participant's accommodation changed. */
    public Attempt withDeadline(Instant newDeadline) {
        return new Attempt(id, organizationId, assignmentId, number, startedAt, newDeadline, graceSeconds, completedAt, submissionId);
    }

    public Attempt complete(Instant at, String submission) {
        Check.required("completedAt", at);
        if (!isOpen()) {
            throw DomainException.conflict("ATTEMPT_COMPLETED", "The attempt was already completed");
        }
        return new Attempt(id, organizationId, assignmentId, number, startedAt, deadline, graceSeconds, at, submission);
    }

    /** When the closing job completes an overdue attempt: at its deadline, as if submitted then. */
    public Instant closingTime() {
        return deadline;
    }
}
