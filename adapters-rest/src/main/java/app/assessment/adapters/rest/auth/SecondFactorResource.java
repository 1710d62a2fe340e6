package app.assessment.adapters.rest.auth;

import app.assessment.adapters.rest.security.KeyForbidden;
import io.quarkus.security.Authenticated;
import app.assessment.adapters.rest.http.BodyOnly;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.application.port.in.auth.ConfirmTotpUseCase;
import app.assessment.application.port.in.auth.DisableTotpUseCase;
import app.assessment.application.port.in.auth.SetEmailSecondFactorUseCase;
import app.assessment.application.port.in.auth.StartTotpEnrolmentUseCase;
import app.assessment.application.port.in.auth.TotpCodeCommand;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The signed-in user's own second factors. Wrong codes and passwords answer 400, not 401: the
 * session is still good, and clients treat 401 as "signed out".
 */
@Authenticated
@Path("/api/user/2fa")
@Tag(name = "Authentication")
@Produces(MediaType.APPLICATION_JSON)
@KeyForbidden
public class SecondFactorResource {

    private final StartTotpEnrolmentUseCase startTotp;
    private final ConfirmTotpUseCase confirmTotp;
    private final DisableTotpUseCase disableTotp;
    private final SetEmailSecondFactorUseCase setEmailFactor;
    private final CurrentUser currentUser;

    public SecondFactorResource(StartTotpEnrolmentUseCase startTotp, ConfirmTotpUseCase confirmTotp,
                                DisableTotpUseCase disableTotp, SetEmailSecondFactorUseCase setEmailFactor,
                                CurrentUser currentUser) {
        this.startTotp = startTotp;
        this.confirmTotp = confirmTotp;
        this.disableTotp = disableTotp;
        this.setEmailFactor = setEmailFactor;
        this.currentUser = currentUser;
    }

    @POST
    @Path("/totp")
    @Operation(summary = "Start adding an authenticator app",
            description = "Answers `{secret, otpauthUrl}` (base32 secret; SHA-1, 6 digits, 30 s) and keeps the secret pending "
                    + "until `/totp/verify` confirms it; starting again replaces a pending secret. 409 `TOTP_ALREADY_ENABLED` "
                    + "while an app is on (turn it off first).")
    public SecondFactorBodies.TotpEnrolment startTotp() {
        return SecondFactorBodies.TotpEnrolment.from(startTotp.start(currentUser.actor()));
    }

    @POST
    @Path("/totp/verify")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Turn the authenticator app on",
            description = "JSON `{code}`: a current code of the pending secret turns TOTP on; from then on sign-in needs a code. "
                    + "400 `SECOND_FACTOR_INVALID` for a wrong code, 409 `TOTP_NOT_PENDING` without a started enrolment, 429 "
                    + "after 5 wrong codes in 10 minutes.")
    @BodyOnly("code")
    public AuthBodies.Ok verifyTotp(SecondFactorBodies.CodeBody body) {
        confirmTotp.confirm(new TotpCodeCommand(currentUser.actor(), body == null ? null : body.code()));
        return AuthBodies.Ok.OK;
    }

    @DELETE
    @Path("/totp")
    @Consumes(MediaType.APPLICATION_JSON)
    @BodyOnly("code")
    @Operation(summary = "Turn the authenticator app off",
            description = "Needs a current code, as JSON `{code}`. 400 `VALIDATION_FAILED` without one, or with `code` in the "
                    + "query string (a code is a credential, never sent in a URL); 400 `SECOND_FACTOR_INVALID` for a wrong "
                    + "code, 409 `TOTP_NOT_ENABLED` when no app is on, 429 after 5 wrong codes in 10 minutes.")
    public AuthBodies.Ok disableTotp(SecondFactorBodies.CodeBody body) {
        disableTotp.disable(new TotpCodeCommand(currentUser.actor(), body == null ? null : body.code()));
        return AuthBodies.Ok.OK;
    }

    /** Without a JSON body, so that a bare DELETE is the 400 naming the missing code rather than a 415. */
    @DELETE
    @Path("/totp")
    @BodyOnly("code")
    @Operation(hidden = true)
    public AuthBodies.Ok disableTotpWithoutBody() {
        return disableTotp(null);
    }

    @PUT
    @Path("/email")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Turn the e-mailed code on or off",
            description = "JSON `{enabled, password}`; the current password is required either way (400 `PASSWORD_INVALID` "
                    + "when wrong; wrong passwords count toward the sign-in limit per IP). With the factor on, sign-in needs "
                    + "a code from `POST /api/auth/2fa/email`. Answers `{ok: true}`.")
    @BodyOnly("password")
    public AuthBodies.Ok email(SecondFactorBodies.EmailFactorBody body) {
        SecondFactorBodies.EmailFactorBody given = body == null ? new SecondFactorBodies.EmailFactorBody(null, null) : body;
        setEmailFactor.set(new SetEmailSecondFactorUseCase.Command(currentUser.actor(), given.enabled(), given.password()));
        return AuthBodies.Ok.OK;
    }
}
