package app.assessment.domain.people;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class TeacherTest {

    private static final Instant NOW = Instant.parse("2026-05-01T08:00:00Z");

    @Test
    void constructor_withoutUserAccount_allowed() {
        Teacher teacher = new Teacher("t1", "org1", null, "Carla", "carla@school.org", null, "Maths", NOW, null);

        assertThat(teacher.userId()).isNull();
        assertThat(teacher.specialty()).isEqualTo("Maths");
    }

    @Test
    void constructor_specialtyOver200_invalid() {
        assertThatThrownBy(() -> new Teacher("t1", "org1", "u1", "Carla", null, null, "s".repeat(201), NOW, null))
                .hasMessage("specialty: must have at most 200 characters");
    }

    @Test
    void constructor_blankUserId_invalid() {
        assertThatThrownBy(() -> new Teacher("t1", "org1", " ", "Carla", null, null, null, NOW, null))
                .hasMessage("userId: must not be blank");
    }
}
