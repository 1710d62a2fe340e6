package app.assessment.application.service.auth;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.fakes.InMemoryUsers;
import app.assessment.application.port.out.auth.TotpAuthenticator;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.SecondFactor;
import app.assessment.domain.user.User;
import java.time.Instant;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class TotpCodesTest {

    private static final Instant NOW = Instant.parse("2026-11-23T12:00:00Z");
    private static final long STEP = NOW.getEpochSecond() / 30;

    private final InMemoryUsers users = new InMemoryUsers();
    private final TotpCodes codes = new TotpCodes(new CodeIsItsStep(), users, () -> NOW);

    @Test
    void aCurrentCode_isAcceptedOnce_andItsStepIsStored() {
        User user = stored(new SecondFactor(false, "SECRET", true));

        assertThat(codes.accept(user, code(STEP))).hasValueSatisfying(u -> assertThat(u.secondFactor().totpLastStep()).isEqualTo(STEP));
        assertThat(users.byId(user.id()).orElseThrow().secondFactor().totpLastStep()).isEqualTo(STEP);

        assertThat(codes.accept(user, code(STEP))).as("the same code again").isEmpty();
    }

    @Test
    void aCodeOfAnEarlierStepThanTheLastUsed_isRefused_evenWithinTheDrift() {
        User user = stored(new SecondFactor(false, "SECRET", true));
        assertThat(codes.accept(user, code(STEP + 1))).isPresent();

        assertThat(codes.accept(user, code(STEP))).isEmpty();
        assertThat(codes.accept(user, code(STEP - 1))).isEmpty();
    }

    @Test
    void theStoredState_decides_notTheCallersCopy() {
        User stale = stored(new SecondFactor(false, "SECRET", true));
        users.update(stale.withTotpStepUsed(STEP));

        assertThat(codes.accept(stale, code(STEP))).as("another request used this code meanwhile").isEmpty();
    }

    @Test
    void aWrongCode_changesNothing() {
        User user = stored(new SecondFactor(false, "SECRET", true));

        assertThat(codes.accept(user, "not-a-code")).isEmpty();
        assertThat(users.byId(user.id()).orElseThrow().secondFactor().totpLastStep()).isNull();
    }

    private User stored(SecondFactor factor) {
        User user = new User("cuser0000000000000000000001", "corg", "ana@example.com", null, "Ana", null, null, "hash",
                Role.PROFESSOR, true, 0, factor, null, null, null, NOW, NOW);
        users.add(user);
        return user;
    }

    private static String code(long step) {
        return "code-" + step;
    }

    /** Stands for RFC 6238: the code names its step, and steps one either side of now are current. */
    private static final class CodeIsItsStep implements TotpAuthenticator {
        @Override
        public String newSecret() {
            return "SECRET";
        }

        @Override
        public OptionalLong matchingStep(String secret, String code, Instant now) {
            long current = now.getEpochSecond() / 30;
            for (long step = current - 1; step <= current + 1; step++) {
                if (code.equals(code(step))) {
                    return OptionalLong.of(step);
                }
            }
            return OptionalLong.empty();
        }

        @Override
        public String otpauthUrl(String secret, String account) {
            return "otpauth://totp/x?secret=" + secret;
        }
    }
}
