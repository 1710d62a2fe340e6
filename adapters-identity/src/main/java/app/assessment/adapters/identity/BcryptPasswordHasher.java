package app.assessment.adapters.identity;

import app.assessment.application.port.out.auth.PasswordHasher;
import io.quarkus.elytron.security.common.BcryptUtil;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** bcrypt through Elytron; the cost is configurable so tests and production can differ. */
@ApplicationScoped
public class BcryptPasswordHasher implements PasswordHasher {

    /**
     * Salt and digest of a bcrypt hash (of a throwaway text; no account holds it). Checking a
     * password against it at the configured cost is as much work as checking a real user's, which
     * is all the unknown-user path needs; building it from text instead of hashing once saves the
     * first sign-in after a start a whole bcrypt (0.5-0.9 s with a cold JIT at cost 12, ADR 0034).
     */
    private static final String DUMMY_SALT_AND_DIGEST = "NI/zv9Lm8vRC2u7znfbbnOxsVfmihoY8RQ8iO7QeVchP44zThJ.LO";

    private final int cost;
    private final String dummyHash;

    @Inject
    public BcryptPasswordHasher(CredentialSettings settings) {
        this(settings.bcryptCost());
    }

    BcryptPasswordHasher(int cost) {
        this.cost = cost;
        this.dummyHash = "$2a$%02d$%s".formatted(cost, DUMMY_SALT_AND_DIGEST);
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

    String dummyHash() {
        return dummyHash;
    }
}
