package app.assessment.adapters.rest.notification;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.notification.NotificationSettingsUseCases;
import app.assessment.domain.shared.Check;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The Administration tab's notification settings, per organization (SUPER_ADMIN, docs/api.md §8; docs/adr/0031). */
@Path("/api/admin/settings")
@Tag(name = "Administration")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed("SUPER_ADMIN")
@KeyForbidden
public class AdminSettingsResource {

    private static final String DOCUMENT = "`channels`: for `email` and `in_app`, each type sent on that channel and whether it "
            + "is on (`{\"email\": {\"ASSIGNMENT_CREATED\": true, ...}, \"in_app\": {\"SUBMISSION_RECEIVED\": true, ...}}`); a type "
            + "turned off ends `skipped` with reason `turned off in settings` in the notification list. "
            + "`reminderLeadBeforeStart` / `reminderLeadBeforeExpiry`: ISO 8601 durations between PT5M and P30D. `locale`: "
            + "`pt-BR` or `en` (the mails' language). `timeZone`: an IANA id (the mails' dates). `senderName`: the From display "
            + "name (the address stays `MAIL_FROM`), null for none. `replyTo`: an address or null. `customized`: false while the "
            + "organization has the configuration's defaults.";

    private final NotificationSettingsUseCases settings;
    private final CurrentUser currentUser;

    public AdminSettingsResource(NotificationSettingsUseCases settings, CurrentUser currentUser) {
        this.settings = settings;
        this.currentUser = currentUser;
    }

    @GET
    @Operation(summary = "Notification settings of an organization", description = "`organizationId` defaults to the caller's "
            + "own; an unknown one is 404. " + DOCUMENT)
    public SettingsBodies.Settings get(@QueryParam("organizationId") String organizationId) {
        return SettingsBodies.Settings.from(settings.get(currentUser.caller(), QueryValues.text(organizationId)));
    }

    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Replace the notification settings of an organization", description = "A whole replacement: every "
            + "field is required except `senderName` and `replyTo` (absent or null: none) and the types inside `channels` (one "
            + "left out is on). 400 names the field. Changed lead times also move the organization's reminders still "
            + "scheduled. Audited with the changed fields before and after. " + DOCUMENT)
    public SettingsBodies.Settings put(@QueryParam("organizationId") String organizationId, SettingsBodies.Put body) {
        SettingsBodies.Put put = Check.required("body", body);
        return SettingsBodies.Settings.from(settings.replace(currentUser.caller(), QueryValues.text(organizationId),
                put.toPreferences()));
    }
}
