package app.assessment.adapters.rest.cron;

import app.assessment.adapters.rest.backup.BackupResponse;
import app.assessment.application.port.in.backup.RunBackupUseCase;
import app.assessment.application.port.in.payment.ReconcilePaymentsUseCase;
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
 * Routes for the scheduler; no session, the cron secret instead (CONTRACT §9). Jobs answer GET,
 * the method hosted schedulers (Vercel Cron among them) call with the bearer secret.
 */
@Path("/api/cron")
@Tag(name = "Cron")
@Produces(MediaType.APPLICATION_JSON)
@PermitAll
@CronSecured
public class CronResource {

    private final ReconcilePaymentsUseCase reconciliation;
    private final RunBackupUseCase backup;

    public CronResource(ReconcilePaymentsUseCase reconciliation, RunBackupUseCase backup) {
        this.reconciliation = reconciliation;
        this.backup = backup;
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
            + "charges older than `app.payments.sync-min-age` (at most `app.payments.sync-batch` per run, oldest first) and applies "
            + "their status, as the sync route does; the audit log names the system. Safe on several instances at once: a run that "
            + "finds another one running answers `ran: false` and does nothing. `failed` counts charges the provider could not "
            + "answer about; the next run tries them again.")
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

    public record SyncRun(boolean ok, boolean ran, int checked, int changed, int failed) {
    }
}
