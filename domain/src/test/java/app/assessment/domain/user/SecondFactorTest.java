package app.assessment.domain.user;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SecondFactorTest {

    private static final SecondFactor TOTP_ON = new SecondFactor(false, "JBSWY3DPEHPK3PXP", true);

    @Test
    void aFreshSecret_acceptsAnyStep() {
        assertThat(TOTP_ON.acceptsTotpStep(1_000)).isTrue();
    }

    @Test
    void anAcceptedStep_isNeverAcceptedAgain_norAnEarlierOne() {
        SecondFactor used = TOTP_ON.withTotpStepUsed(1_000);

        assertThat(used.acceptsTotpStep(1_000)).isFalse();
        assertThat(used.acceptsTotpStep(999)).isFalse();
        assertThat(used.acceptsTotpStep(1_001)).isTrue();
        assertThatThrownBy(() -> used.withTotpStepUsed(1_000)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aNewSecret_forgetsTheStepsOfTheOldOne() {
        SecondFactor used = TOTP_ON.withoutTotp().withPendingTotp("KRSXG5CTMVRXEZLU").withTotpStepUsed(1_000);

        assertThat(used.withoutTotp().withPendingTotp("ONSWG4TFOQYTEMZU").acceptsTotpStep(1_000)).isTrue();
    }

    @Test
    void withoutASecret_noStepIsAccepted() {
        assertThat(SecondFactor.NONE.acceptsTotpStep(1_000)).isFalse();
    }
}
