package app.assessment.adapters.rest.cron;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.application.port.in.attempt.CloseAttemptsUseCase;
import app.assessment.adapters.rest.backup.BackupResponse;
import app.assessment.application.port.in.backup.RunBackupUseCase;
import app.assessment.application.port.in.cleanup.CleanUpUseCase;
import app.assessment.application.port.in.notification.DispatchNotificationsUseCase;
import app.assessment.application.port.in.payment.ReconcilePaymentsUseCase;
import app.assessment.application.port.in.webhook.DispatchWebhooksUseCase;
import app.assessment.domain.audit.Actor;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Routes for the scheduler; no session, the cron secret instead (docs/api.md §9). Jobs answer GET,
 * the method hosted schedulers (Vercel Cron among them) call with the bearer secret.
 */
@Path("/api/cron")
@Tag(name = "Cron")
@Produces(MediaType.APPLICATION_JSON)
@PermitAll
@CronSecured
@KeyForbidden
public class CronResource {

    private final ReconcilePaymentsUseCase reconciliation;
    private final RunBackupUseCase backup;
    private final CleanUpUseCase cleanup;
    private final DispatchNotificationsUseCase notifications;
    private final CloseAttemptsUseCase attempts;
    private final DispatchWebhooksUseCase webhooks;

    public CronResource(ReconcilePaymentsUseCase reconciliation, RunBackupUseCase backup, CleanUpUseCase cleanup,
                        DispatchNotificationsUseCase notifications, CloseAttemptsUseCase attempts, DispatchWebhooksUseCase webhooks) {
        this.webhooks = webhooks;
        this.attempts = attempts;
        this.reconciliation = reconciliation;
        this.backup = backup;
        this.cleanup = cleanup;
        this.notifications = notifications;
    }

    @GET
    @Path("/notifications")
    @Operation(summary = "Deliver due notifications", description = "Sends the notifications that are due (queued ones, "
            + "scheduled ones whose time came, retries whose back-off ran out), at most `NOTIFICATIONS_MAX_PER_RUN` per run. Also "
            + "runs in-process every `NOTIFICATIONS_DISPATCH_EVERY`. Safe on several instances at once: each row is claimed "
            + "with `FOR UPDATE SKIP LOCKED`, so runs share the queue and no mail leaves twice (docs/adr/0025). Answers the "
            + "counts: `sent`, `retried` (failed, tried again after 1 min, 5 min, 30 min, 2 h, 12 h), `failed` (for good), "
            + "`dropped` (cancelled or skipped, e.g. a participant without an e-mail address).")
    public NotificationRun notifications() {
        var report = notifications.dispatch();
        return new NotificationRun(true, report.sent(), report.retried(), report.failed(), report.dropped());
    }

    public record NotificationRun(boolean ok, int sent, int retried, int failed, int dropped) {
    }

    @GET
    @Path("/webhooks")
    @Operation(summary = "Deliver due webhooks", description = "Sends the webhook deliveries that are due (new ones, retries "
            + "whose back-off ran out), at most `WEBHOOKS_MAX_PER_RUN` per run. Also runs in-process every `WEBHOOKS_DISPATCH_EVERY`. "
            + "Safe on several instances at once: deliveries are claimed with `FOR UPDATE SKIP LOCKED`, at most "
            + "`WEBHOOKS_PER_ENDPOINT` in flight per endpoint (docs/adr/0056). Answers `delivered`, `retried` (failed, tried again "
            + "after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, each ±10 %), `failed` (for good) and `endpointsDisabled` (failing "
            + "for three days).")
    public WebhookRun webhooks() {
        var report = webhooks.dispatch();
        return new WebhookRun(true, report.delivered(), report.retried(), report.failed(), report.endpointsDisabled());
    }

    @POST
    @Path("/webhooks")
    @Operation(summary = "Deliver due webhooks (POST)", description = "As `GET /api/cron/webhooks`.")
    public WebhookRun webhooksByPost() {
        return webhooks();
    }

    public record WebhookRun(boolean ok, int delivered, int retried, int failed, int endpointsDisabled) {
    }

    @GET
    @Path("/attempts")
    @Operation(summary = "Close attempts whose time ran out", description = "Completes every attempt past its deadline and grace "
            + "from its last saved draft, with `completedAt` = its deadline, scored, audited and notified as any submission "
            + "(ADR 0051). Also runs in-process every `ATTEMPTS_CLOSE_EVERY`. Safe on several instances at once: attempts are "
            + "claimed in batches with `FOR UPDATE SKIP LOCKED`, so each is completed exactly once. Answers `{ok, closed}`.")
    public AttemptsRun attempts() {
        return new AttemptsRun(true, attempts.closeDue().closed());
    }

    public record AttemptsRun(boolean ok, int closed) {
    }

    @GET
    @Path("/health")
    @Operation(summary = "Cron authentication check", description = "Needs `Authorization: Bearer <CRON_SECRET>`; answers `{ok: true}`.")
    public Map<String, Boolean> health() {
        return Map.of("ok", true);
    }

    @GET
    @Path("/payments-sync")
    @Operation(summary = "Reconcile pending charges with the provider", description = "Asks the provider about pending provider "
            + "charges that are due a look, and applies their status as the sync route does; the audit log names the system. A "
            + "charge is first asked about `PAYMENT_SYNC_MIN_AGE` after its creation, then again after 15 min, 1 h, 6 h and every "
            + "24 h, and no more `PAYMENT_SYNC_DAYS_AFTER_DUE` days after its due date; never-asked charges go first, then the "
            + "longest unasked; at most `PAYMENT_SYNC_BATCH` provider requests per run (ADR 0016). Also runs in-process every "
            + "`PAYMENT_SYNC_EVERY`. Safe on several instances at once: a run that finds another one running answers `ran: false` "
            + "and does nothing. `failed` counts charges the provider could not answer about; their back-off still applies. Each "
            + "run first retries the withdrawals at the provider of charges settled by hand that are due (ADR 0044).")
    public SyncRun paymentsSync() {
        var report = reconciliation.reconcile();
        return new SyncRun(true, report.ran(), report.checked(), report.changed(), report.failed());
    }

    @POST
    @Path("/backup")
    @Operation(summary = "Back up the database now", description = "pg_dump, encrypted while it streams (OpenPGP) and stored in the "
            + "configured directory or bucket; then backups older than `BACKUP_RETENTION` are deleted (never the newest). Answers "
            + "with the backup's record once it is stored. One backup at a time across all instances: 409 `BACKUP_RUNNING` while "
            + "another runs; 502 `BACKUP_FAILED` when it failed (recorded and audited).")
    public BackupResponse backup() {
        return BackupResponse.from(backup.run(Actor.system(null)));
    }

    @GET
    @Path("/backup")
    @Operation(summary = "Back up the database now (for schedulers that can only GET)", description = "As `POST /api/cron/backup`.")
    public BackupResponse backupByGet() {
        return backup();
    }

    @GET
    @Path("/cleanup")
    @Operation(summary = "Delete what has outlived its use", description = "Deletes expired sessions, expired or used second-factor "
            + "codes and password reset tokens, payment provider events that matched no charge older than `PROVIDER_EVENT_RETENTION` "
            + "(default 90 days; those that matched one are kept with it, so a late redelivery changes nothing), "
            + "drafts of completed or expired assignments and of assignments cancelled more than `CANCELLED_DRAFT_RETENTION` "
            + "ago (default 180 days; until then a reactivated assignment finds its draft), notifications sent, failed, cancelled "
            + "or skipped more than `NOTIFICATION_RETENTION` after their creation (default 365 days, read or not; scheduled "
            + "and queued ones stay), and audit entries older than "
            + "`AUDIT_RETENTION` when it is "
            + "set (by default they are kept), Idempotency-Key records after 24 hours, and outbound webhook events (with their "
            + "deliveries) older than `WEBHOOK_EVENT_RETENTION` (default 30 days) once every delivery is settled. Deletes in batches of `CLEANUP_BATCH_SIZE`, at most `CLEANUP_MAX_BATCHES` per kind "
            + "and run (the rest waits for the next run), and records the counts in one audit entry (`cleanup.run`). Also runs "
            + "in-process on `CLEANUP_CRON`. Safe on several instances at once: a run that finds another one running answers "
            + "`ran: false` and deletes nothing.")
    public CleanupRun cleanup() {
        var report = cleanup.cleanUp();
        return new CleanupRun(true, report.ran(), report.sessions(), report.oneTimeSecrets(), report.providerEvents(),
                report.drafts(), report.notifications(), report.auditEntries(), report.idempotencyKeys(), report.webhookEvents());
    }

    public record CleanupRun(boolean ok, boolean ran, int sessions, int oneTimeSecrets, int providerEvents, int drafts,
                             int notifications, int auditEntries, int idempotencyKeys, int webhookEvents) {
    }

    public record SyncRun(boolean ok, boolean ran, int checked, int changed, int failed) {
    }
}
