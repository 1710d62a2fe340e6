package app.assessment.adapters.rest.security;

import app.assessment.application.port.out.auth.PasswordHasher;
import io.quarkus.elytron.security.common.BcryptUtil;
import jakarta.enterprise.context.ApplicationScoped;

/** bcrypt through Elytron; the cost is configurable so tests and production can differ. */
@ApplicationScoped
public class BcryptPasswordHasher implements PasswordHasher {

    private final int cost;
    private final String dummyHash;

    public BcryptPasswordHasher(AuthConfig config) {
        this.cost = config.bcryptCost();
        this.dummyHash = BcryptUtil.bcryptHash("not-a-real-password", cost);
    }

    @Override
    public String hash(String password) {
        return BcryptUtil.bcryptHash(password, cost);
    }

    @Override
    public boolean matches(String password, String hash) {
        try {
            return BcryptUtil.matches(password, hash);
        } catch (RuntimeException malformedHash) {
            return false;
        }
    }

    @Override
    public void burnVerification(String password) {
        BcryptUtil.matches(password, dummyHash);
    }
}
