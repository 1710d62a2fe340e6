package app.assessment.adapters.rest.auth;

/** Request bodies of the password reset routes. */
final class PasswordResetBodies {
    private PasswordResetBodies() {
    }

    record ForgotPasswordBody(String email, String locale) {
    }

    record ResetPasswordBody(String token, String password) {
    }
}
