package app.assessment.domain.people;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Every person is removed the same way: a domain method that keeps the row and the first removal time. */
class SoftDeleteTest {

    private static final Instant NOW = Instant.parse("2026-11-28T10:00:00Z");
    private static final Instant LATER = NOW.plusSeconds(60);

    @Test
    void aTeacher_isRemovedOnce_andKeepsEverythingElse() {
        Teacher teacher = Teacher.create("t1", "org1", "u1", "Carla", "carla@school.org", null, "Maths", NOW);

        Teacher removed = teacher.softDelete(NOW);

        assertThat(teacher.isDeleted()).isFalse();
        assertThat(removed.isDeleted()).isTrue();
        assertThat(removed.softDelete(LATER)).isSameAs(removed);
        assertThat(removed).usingRecursiveComparison().ignoringFields("deletedAt").isEqualTo(teacher);
        assertThat(removed.withDetails("Carla S.", null, null, null).deletedAt()).as("an edit keeps the removal").isEqualTo(NOW);
    }

    @Test
    void aCandidate_isRemovedOnce_promotedOrNot() {
        Candidate candidate = Candidate.create("c1", "org1", "Bruno", null, null, null, CandidateStatus.ACTIVE, NOW);
        Candidate promoted = candidate.promote("s1");

        assertThat(candidate.softDelete(NOW).deletedAt()).isEqualTo(NOW);
        assertThat(candidate.softDelete(NOW).softDelete(LATER).deletedAt()).isEqualTo(NOW);
        assertThat(promoted.softDelete(NOW).promotedStudentId()).isEqualTo("s1");
        assertThat(promoted.softDelete(NOW).isPromoted()).isTrue();
    }

    @Test
    void aStudent_asBefore() {
        Student student = new Student("s1", "org1", "Ana", StudentStatus.ACTIVE, null, null, null, null, null, null, NOW, null);
        assertThat(student.softDelete(NOW).softDelete(LATER).deletedAt()).isEqualTo(NOW);
    }
}
