package app.assessment.application.port.out.cleanup;

import java.time.Instant;

/**
 * Deletes of the clean-up job. Each call deletes at most {@code limit} rows in a transaction of
 * its own and returns how many it deleted, so no run holds many row locks or one long transaction.
 */
public interface CleanupStore {

    int deleteExpiredSessions(Instant now, int limit);

    /** Second-factor codes and password reset tokens that expired or were used. */
    int deleteSpentOneTimeSecrets(Instant now, int limit);

    /**
     * Provider events that matched no charge. An event that matched one is kept as long as the charge: its
     * id is what makes a redelivery, however late, change nothing (docs/adr/0044).
     */
    int deleteUnmatchedProviderEventsReceivedBefore(Instant cutoff, int limit);

    /**
     * Drafts no link can show again: of an assignment completed, past its {@code expiresAt} (no
     * route moves it, and reactivation keeps it, so the window never reopens), or cancelled before
     * {@code cancelledBefore}. A draft of an assignment cancelled later stays, for a reactivation.
     */
    int deleteDraftsOfClosedAssignments(Instant now, Instant cancelledBefore, int limit);

    /**
     * Notifications done with (sent, failed, cancelled or skipped) created before {@code cutoff}; scheduled and
     * queued ones stay whatever their age, as they still have to go out.
     */
    int deleteSettledNotificationsCreatedBefore(Instant cutoff, int limit);

    int deleteAuditEntriesBefore(Instant cutoff, int limit);

    /** Idempotency-Key records created before {@code cutoff} (issue 47: keys are kept 24 hours). */
    int deleteIdempotencyKeysCreatedBefore(Instant cutoff, int limit);

    /** Outbound webhook events created before {@code cutoff} whose deliveries are all settled, with their deliveries. */
    int deleteSettledWebhookEventsCreatedBefore(Instant cutoff, int limit);
}
