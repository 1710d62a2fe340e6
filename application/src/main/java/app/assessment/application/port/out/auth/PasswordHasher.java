package app.assessment.application.port.out.auth;

public interface PasswordHasher {
    String hash(String password);

    boolean matches(String password, String hash);

    /**
     * Spends the time of one verification without a real hash, so an unknown e-mail answers as
     * slowly as a wrong password and cannot be told apart by timing.
     */
    void burnVerification(String password);
}
