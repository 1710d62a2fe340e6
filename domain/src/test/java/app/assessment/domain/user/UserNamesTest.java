package app.assessment.domain.user;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class UserNamesTest {

    private static final Instant T0 = Instant.parse("2026-11-28T10:00:00Z");
    private static final Instant LATER = T0.plusSeconds(60);
    private static final User ANA = new User("c000000000000000000000001", "c000000000000000000000002", "ana@example.com", null,
            "Ana Lima", "Ana", "Lima", "hash", Role.PROFESSOR, true, 3, null, null, null, null, T0, T0);

    @Test
    void withNames_changesTheNamesGiven_keepsTheOthers_andTheSessions() {
        User renamed = ANA.withNames(null, "Souza", LATER);

        assertThat(renamed.firstName()).isEqualTo("Ana");
        assertThat(renamed.lastName()).isEqualTo("Souza");
        assertThat(renamed.updatedAt()).isEqualTo(LATER);
        assertThat(renamed.sessionVersion()).as("a rename signs nobody out").isEqualTo(3);
        assertThat(renamed).usingRecursiveComparison().ignoringFields("lastName", "updatedAt").isEqualTo(ANA);
        assertThat(ANA.withNames("Anna", null, LATER).firstName()).isEqualTo("Anna");
    }
}
