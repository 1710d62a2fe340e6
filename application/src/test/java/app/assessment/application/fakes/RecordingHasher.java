package app.assessment.application.fakes;

import app.assessment.application.port.out.auth.PasswordHasher;

/**
 * "hash:" + password stands for a bcrypt hash (the real one is tested where bcrypt lives); counts
 * the checks and the verifications burned for unknown accounts.
 */
public final class RecordingHasher implements PasswordHasher {

    public int checks;
    public int burned;

    @Override
    public String hash(String password) {
        return "hash:" + password;
    }

    @Override
    public boolean matches(String password, String hash) {
        checks++;
        return hash.equals(hash(password));
    }

    @Override
    public void burnVerification(String password) {
        burned++;
    }
}
