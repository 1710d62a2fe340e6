package app.assessment.application.port.in.auth;

/** Turns the authenticator app off; a current code proves the caller still holds it. */
public interface DisableTotpUseCase {
    void disable(TotpCodeCommand command);
}
