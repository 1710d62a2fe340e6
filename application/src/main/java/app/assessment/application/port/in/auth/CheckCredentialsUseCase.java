package app.assessment.application.port.in.auth;

import java.util.List;

/** Step one of the two-step sign-in: are these credentials right, and is a second factor due? */
public interface CheckCredentialsUseCase {

    Result check(Credentials credentials);

    record Result(boolean success, boolean requires2fa, List<String> methods) {
    }
}
