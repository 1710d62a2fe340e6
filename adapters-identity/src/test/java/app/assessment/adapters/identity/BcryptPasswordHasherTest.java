package app.assessment.adapters.identity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.security.spec.InvalidKeySpecException;
import org.junit.jupiter.api.Test;
import org.wildfly.security.password.interfaces.BCryptPassword;
import org.wildfly.security.password.util.ModularCrypt;

class BcryptPasswordHasherTest {

    @Test
    void theUnknownUsersHash_isABcryptHashAtTheConfiguredCost() throws InvalidKeySpecException {
        // The burn must cost what a real user's check costs: same algorithm, same work factor.
        for (int cost : new int[] {4, 12, 31}) {
            BCryptPassword dummy = (BCryptPassword) ModularCrypt.decode(new BcryptPasswordHasher(cost).dummyHash());
            assertThat(dummy.getIterationCount()).isEqualTo(cost);
            assertThat(dummy.getSalt()).hasSize(BCryptPassword.BCRYPT_SALT_SIZE);
            assertThat(dummy.getHash()).hasSize(BCryptPassword.BCRYPT_HASH_SIZE);
        }
    }

    @Test
    void burnVerification_checksAgainstTheDummyHash_withoutFailing() {
        BcryptPasswordHasher hasher = new BcryptPasswordHasher(4);
        assertThatCode(() -> hasher.burnVerification("any password")).doesNotThrowAnyException();
        assertThat(hasher.matches("any password", hasher.dummyHash())).isFalse();
    }

    @Test
    void aHash_matchesItsPasswordOnly() {
        BcryptPasswordHasher hasher = new BcryptPasswordHasher(4);
        String hash = hasher.hash("correct horse battery");
        assertThat(hash).startsWith("$2a$04$");
        assertThat(hasher.matches("correct horse battery", hash)).isTrue();
        assertThat(hasher.matches("correct horse batterY", hash)).isFalse();
        assertThat(hasher.matches("correct horse battery", "not a hash")).isFalse();
    }
}
