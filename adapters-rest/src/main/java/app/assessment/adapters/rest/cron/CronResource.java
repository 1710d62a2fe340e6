package app.assessment.adapters.rest.cron;

import app.assessment.application.port.in.payment.ReconcilePaymentsUseCase;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
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

    public CronResource(ReconcilePaymentsUseCase reconciliation) {
        this.reconciliation = reconciliation;
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

    public record SyncRun(boolean ok, boolean ran, int checked, int changed, int failed) {
    }
}
