package app.assessment.adapters.rest.auth;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.http.BodyOnly;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.security.PublicUrls;
import app.assessment.application.port.in.auth.RequestPasswordResetUseCase;
import app.assessment.application.port.in.auth.ResetPasswordUseCase;
import io.vertx.core.http.HttpServerRequest;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** "Forgot password" and the reset itself (docs/api.md §5); also how a user without a password sets one. */
@Path("/api/users")
@Tag(name = "Authentication")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@PermitAll
@KeyForbidden
public class PasswordResetResource {

    private final RequestPasswordResetUseCase requestReset;
    private final ResetPasswordUseCase resetPassword;
    private final PublicUrls urls;
    private final CurrentUser currentUser;
    private final HttpServerRequest request;

    public PasswordResetResource(RequestPasswordResetUseCase requestReset, ResetPasswordUseCase resetPassword, PublicUrls urls,
                                 CurrentUser currentUser, HttpServerRequest request) {
        this.requestReset = requestReset;
        this.resetPassword = resetPassword;
        this.urls = urls;
        this.currentUser = currentUser;
        this.request = request;
    }

    @POST
    @Path("/forgot-password")
    @Operation(summary = "Request a password reset mail",
            description = "JSON `{email, locale?}`. Always `{ok: true}` for a well-formed address, whether or not an account "
                    + "exists (no account enumeration; the work happens after the answer). An active user gets a link to "
                    + "`{APP_URL}/{locale}/reset-password?token=...` (`locale` defaults to `pt`), valid 30 minutes and usable "
                    + "once. 400 when `email` is missing or malformed. At most 5 requests per hour per IP and 3 per hour per "
                    + "e-mail address, counted for every address (429 `RATE_LIMITED` with Retry-After).")
    public AuthBodies.Ok forgotPassword(PasswordResetBodies.ForgotPasswordBody body) {
        PasswordResetBodies.ForgotPasswordBody given = body == null ? new PasswordResetBodies.ForgotPasswordBody(null, null) : body;
        requestReset.request(new RequestPasswordResetUseCase.Command(given.email(), given.locale(), urls.base(request),
                currentUser.ip()));
        return AuthBodies.Ok.OK;
    }

    @POST
    @Path("/reset-password")
    @Operation(summary = "Set a new password with a reset token",
            description = "JSON `{token, password}`. The password must satisfy the policy (8+ characters, at most 72 bytes; "
                    + "400 `VALIDATION_FAILED`, the token stays usable). 400 `RESET_TOKEN_INVALID` for an unknown, used or "
                    + "expired token. On success every session of the user ends; answers `{ok: true}`.")
    @BodyOnly({"token", "password"})
    public AuthBodies.Ok resetPassword(PasswordResetBodies.ResetPasswordBody body) {
        PasswordResetBodies.ResetPasswordBody given = body == null ? new PasswordResetBodies.ResetPasswordBody(null, null) : body;
        resetPassword.reset(new ResetPasswordUseCase.Command(given.token(), given.password(), currentUser.ip()));
        return AuthBodies.Ok.OK;
    }
}
