package app.assessment.application.port.in.auth;

import app.assessment.domain.audit.Actor;

/** Step one of adding an authenticator app: a new secret, pending until a code proves the app has it. */
public interface StartTotpEnrolmentUseCase {

    TotpEnrolment start(Actor actor);

    record TotpEnrolment(String secret, String otpauthUrl) {
    }
}
