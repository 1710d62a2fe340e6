package app.assessment.adapters.rest.cron;

import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Routes for the scheduler; no session, the cron secret instead (CONTRACT §9). */
@Path("/api/cron")
@Tag(name = "Cron")
@Produces(MediaType.APPLICATION_JSON)
@PermitAll
@CronSecured
public class CronResource {

    @GET
    @Path("/health")
    @Operation(summary = "Cron authentication check", description = "Needs `Authorization: Bearer <CRON_SECRET>`; answers `{ok: true}`.")
    public Map<String, Boolean> health() {
        return Map.of("ok", true);
    }
}
