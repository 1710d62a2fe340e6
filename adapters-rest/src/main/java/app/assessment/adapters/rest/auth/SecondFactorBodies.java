package app.assessment.adapters.rest.auth;

import app.assessment.application.port.in.auth.StartTotpEnrolmentUseCase;

/** Request and response bodies of the second-factor routes. */
final class SecondFactorBodies {
    private SecondFactorBodies() {
    }

    record TotpEnrolment(String secret, String otpauthUrl) {
        static TotpEnrolment from(StartTotpEnrolmentUseCase.TotpEnrolment enrolment) {
            return new TotpEnrolment(enrolment.secret(), enrolment.otpauthUrl());
        }
    }

    record CodeBody(String code) {
    }

    record EmailFactorBody(Boolean enabled, String password) {
    }
}
