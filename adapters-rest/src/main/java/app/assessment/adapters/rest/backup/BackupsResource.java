package app.assessment.adapters.rest.backup;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.application.port.in.backup.ListBackupsUseCase;
import app.assessment.application.port.in.backup.RunBackupUseCase;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/admin/backups")
@Tag(name = "Administration")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed("SUPER_ADMIN")
@KeyForbidden
public class BackupsResource {

    private final ListBackupsUseCase list;
    private final RunBackupUseCase run;
    private final CurrentUser currentUser;

    public BackupsResource(ListBackupsUseCase list, RunBackupUseCase run, CurrentUser currentUser) {
        this.list = list;
        this.run = run;
        this.currentUser = currentUser;
    }

    @GET
    @Operation(summary = "Backups, newest first (SUPER_ADMIN)", description = "Each with its status (RUNNING, SUCCEEDED, FAILED, "
            + "DELETED by retention), times, size and the SHA-256 of the stored encrypted file, the database and Flyway schema "
            + "version it copied, and where it is stored. Restoring: README, \"Backups\".")
    public List<BackupResponse> list() {
        return list.list().stream().map(BackupResponse::from).toList();
    }

    @POST
    @Operation(summary = "Back up now (SUPER_ADMIN)", description = "Runs the backup in this request and answers 201 with its record "
            + "once stored; 409 `BACKUP_RUNNING` while another backup runs (on any instance); 502 `BACKUP_FAILED` when the dump, "
            + "encryption or storage failed (the failed record is listed and audited).")
    public Response start() {
        return Response.status(Response.Status.CREATED).entity(BackupResponse.from(run.run(currentUser.actor()))).build();
    }
}
