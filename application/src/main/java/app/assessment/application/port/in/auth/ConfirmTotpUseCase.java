package app.assessment.application.port.in.auth;

/** Step two of adding an authenticator app: a valid code turns the pending secret on. */
public interface ConfirmTotpUseCase {
    void confirm(TotpCodeCommand command);
}
