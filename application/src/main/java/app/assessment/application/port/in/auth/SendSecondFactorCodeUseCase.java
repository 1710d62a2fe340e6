package app.assessment.application.port.in.auth;

/**
 * Mails a six-digit sign-in code to a user who has the e-mail factor on. The password is
 * checked first, so only its owner can trigger mail, and wrong passwords count toward the
 * brute-force limit like any sign-in attempt.
 */
public interface SendSecondFactorCodeUseCase {

    /**
     * Returns normally also when the user has the e-mail factor off: nothing is sent then, and
     * the caller learns no more than check-credentials already tells the password's owner.
     */
    void send(Credentials credentials);
}
