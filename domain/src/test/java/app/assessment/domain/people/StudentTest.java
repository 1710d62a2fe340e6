package app.assessment.domain.people;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class StudentTest {

    private static final Instant NOW = Instant.parse("2026-05-01T08:00:00Z");

    private static Student student(Integer age, String email) {
        return new Student("s1", "org1", "Ana Souza", StudentStatus.ACTIVE, age, "9A", null, email, null, null, NOW, null);
    }

    @Test
    void constructor_ageBounds() {
        assertThat(student(0, null).age()).isZero();
        assertThat(student(150, null).age()).isEqualTo(150);
        assertThat(student(null, null).age()).isNull();
        assertThatThrownBy(() -> student(151, null)).hasMessage("age: must be between 0 and 150");
        assertThatThrownBy(() -> student(-1, null)).hasMessage("age: must be between 0 and 150");
    }

    @Test
    void constructor_nameRequired() {
        assertThatThrownBy(() -> new Student("s1", "org1", "", StudentStatus.ACTIVE, null, null, null, null, null, null,
                NOW, null)).hasMessage("name: must not be blank");
    }

    @Test
    void constructor_statusRequired() {
        assertThatThrownBy(() -> new Student("s1", "org1", "Ana", null, null, null, null, null, null, null, NOW, null))
                .hasMessage("status: is required");
    }

    @Test
    void constructor_invalidEmail_invalid() {
        assertThatThrownBy(() -> student(10, "ana.school.org")).hasMessage("email: must be a valid e-mail address");
    }

    @Test
    void constructor_gradeGenderPhoneBounded() {
        assertThatThrownBy(() -> new Student("s1", "org1", "Ana", StudentStatus.ACTIVE, null, "g".repeat(51), null,
                null, null, null, NOW, null)).hasMessage("grade: must have at most 50 characters");
        assertThatThrownBy(() -> new Student("s1", "org1", "Ana", StudentStatus.ACTIVE, null, null, "g".repeat(51),
                null, null, null, NOW, null)).hasMessage("gender: must have at most 50 characters");
        assertThatThrownBy(() -> new Student("s1", "org1", "Ana", StudentStatus.ACTIVE, null, null, null,
                null, "1".repeat(31), null, NOW, null)).hasMessage("phone: must have at most 30 characters");
    }

    @Test
    void softDelete_setsOnceAndKeepsFirstTime() {
        Student deleted = student(10, null).softDelete(NOW);

        assertThat(deleted.isDeleted()).isTrue();
        assertThat(deleted.softDelete(NOW.plusSeconds(5)).deletedAt()).isEqualTo(NOW);
    }

    @Test
    void status_fromWire() {
        assertThat(StudentStatus.fromWire("GRADUATED")).isEqualTo(StudentStatus.GRADUATED);
        assertThatThrownBy(() -> StudentStatus.fromWire("EXPELLED"))
                .hasMessage("status: must be one of ACTIVE, INACTIVE, SUSPENDED, GRADUATED");
    }
}
