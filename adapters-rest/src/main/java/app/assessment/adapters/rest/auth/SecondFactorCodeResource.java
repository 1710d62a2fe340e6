package app.assessment.adapters.rest.auth;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.http.BodyOnly;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.application.port.in.auth.SendSecondFactorCodeUseCase;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The e-mailed second factor, requested between check-credentials and the credentials callback. */
@Path("/api/auth/2fa")
@Tag(name = "Authentication")
@Produces(MediaType.APPLICATION_JSON)
@PermitAll
@KeyForbidden
public class SecondFactorCodeResource {

    private final SendSecondFactorCodeUseCase sendCode;
    private final CurrentUser currentUser;

    public SecondFactorCodeResource(SendSecondFactorCodeUseCase sendCode, CurrentUser currentUser) {
        this.sendCode = sendCode;
        this.currentUser = currentUser;
    }

    @POST
    @Path("/email")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Mail a sign-in code",
            description = "JSON `{email, password}`. Checks the credentials like check-credentials (400 when missing, 401 "
                    + "`INVALID_CREDENTIALS`, failures count toward the per-IP limit, 429 when blocked) and, when the user has "
                    + "the e-mail factor on, mails a 6-digit code valid 10 minutes and usable once; send it as `code` to the "
                    + "credentials callback. Answers `{ok: true}`; for a user without the e-mail factor nothing is sent and the "
                    + "answer is the same. At most 5 codes per user in 10 minutes (429 `RATE_LIMITED` with Retry-After); "
                    + "502 `MAIL_UNAVAILABLE` when the mail server fails.")
    @BodyOnly({"email", "password"})
    public AuthBodies.Ok email(AuthBodies.CredentialsBody body) {
        sendCode.send(AuthBodies.CredentialsBody.credentials(body, currentUser.ip()));
        return AuthBodies.Ok.OK;
    }
}
