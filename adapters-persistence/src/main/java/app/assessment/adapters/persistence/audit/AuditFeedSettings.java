package app.assessment.adapters.persistence.audit;

import java.time.Duration;

/**
 * The audit feed's timings ({@code app.audit.stream.*}, ADR 0019), produced by bootstrap from its
 * configuration.
 *
 * @param idlePoll how often the feed reads without a notification (a safety net)
 * @param gapWait how long a hole in the sequence is waited for before it is taken for a rollback
 * @param batchInterval least time between two reads: under a steady flow of writes, one batch per interval
 */
public record AuditFeedSettings(Duration idlePoll, Duration gapWait, Duration batchInterval) {
}
