package app.assessment.application.service.auth;

import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.auth.TotpAuthenticator;
import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Accepts an authenticator code at most once. The domain decides whether its time step is still
 * unused (SecondFactor.acceptsTotpStep); the user's row is read locked first, so two requests
 * racing with one code take turns and the second finds the step used.
 */
@ApplicationScoped
public class TotpCodes {

    private final TotpAuthenticator totp;
    private final UserRepository users;
    private final Clock clock;

    public TotpCodes(TotpAuthenticator totp, UserRepository users, Clock clock) {
        this.totp = totp;
        this.users = users;
        this.clock = clock;
    }

    /** The user with the code's step recorded as used; empty when the code is not current or was used already. */
    Optional<User> accept(User user, String code) {
        String secret = user.secondFactor().totpSecret();
        OptionalLong step = secret == null ? OptionalLong.empty() : totp.matchingStep(secret, code, clock.now());
        if (step.isEmpty()) {
            return Optional.empty();
        }
        User current = users.lockedById(user.id()).orElseThrow(() -> DomainException.notFound("User"));
        if (!secret.equals(current.secondFactor().totpSecret()) || !current.secondFactor().acceptsTotpStep(step.getAsLong())) {
            return Optional.empty();
        }
        User used = current.withTotpStepUsed(step.getAsLong());
        users.update(used);
        return Optional.of(used);
    }
}
