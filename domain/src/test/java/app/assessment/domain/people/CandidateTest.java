package app.assessment.domain.people;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.DomainException;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class CandidateTest {

    private static final Instant NOW = Instant.parse("2026-05-01T08:00:00Z");

    private static Candidate candidate() {
        return new Candidate("c1", "org1", "Bruno Lima", "bruno@mail.com", "+55 11 99999-0000",
                "529.982.247-25", CandidateStatus.ACTIVE, null, NOW, null);
    }

    @Test
    void promote_marksPromotedWithStudentId() {
        Candidate promoted = candidate().promote("s9");

        assertThat(promoted.status()).isEqualTo(CandidateStatus.PROMOTED);
        assertThat(promoted.promotedStudentId()).isEqualTo("s9");
        assertThat(promoted.isPromoted()).isTrue();
        assertThat(candidate().isPromoted()).isFalse();
    }

    @Test
    void promote_twice_conflictAlreadyPromoted() {
        Candidate promoted = candidate().promote("s9");

        assertThatThrownBy(() -> promoted.promote("s10")).isInstanceOfSatisfying(DomainException.class, e -> {
            assertThat(e.kind()).isEqualTo(DomainException.Kind.CONFLICT);
            assertThat(e.code()).isEqualTo("CANDIDATE_ALREADY_PROMOTED");
        });
        assertThatThrownBy(() -> promoted.asNewStudent("s10", NOW))
                .hasMessage("The candidate was already promoted to student s9");
    }

    @Test
    void asNewStudent_carriesContactDetailsAsActiveStudent() {
        Student student = candidate().asNewStudent("s9", NOW.plusSeconds(60));

        assertThat(student.id()).isEqualTo("s9");
        assertThat(student.organizationId()).isEqualTo("org1");
        assertThat(student.name()).isEqualTo("Bruno Lima");
        assertThat(student.email()).isEqualTo("bruno@mail.com");
        assertThat(student.phone()).isEqualTo("+55 11 99999-0000");
        assertThat(student.cpfCnpj()).isEqualTo("52998224725");
        assertThat(student.status()).isEqualTo(StudentStatus.ACTIVE);
        assertThat(student.createdAt()).isEqualTo(NOW.plusSeconds(60));
    }

    @Test
    void constructor_promotedStatusWithoutPromotion_invalid() {
        assertThatThrownBy(() -> new Candidate("c1", "org1", "Bruno", null, null, null, CandidateStatus.PROMOTED, null, NOW, null))
                .hasMessage("status: PROMOTED is set by promoting the candidate");
    }

    @Test
    void constructor_promotedCandidateWithOtherStatus_invalid() {
        assertThatThrownBy(() -> new Candidate("c1", "org1", "Bruno", null, null, null, CandidateStatus.ACTIVE, "s9", NOW, null))
                .hasMessage("status: a promoted candidate stays PROMOTED");
    }

    @Test
    void constructor_nameTooLong_invalid() {
        assertThatThrownBy(() -> new Candidate("c1", "org1", "n".repeat(201), null, null, null, CandidateStatus.ACTIVE,
                null, NOW, null)).hasMessage("name: must have at most 200 characters");
    }

    @Test
    void status_fromWire() {
        assertThat(CandidateStatus.fromWire("ACTIVE")).isEqualTo(CandidateStatus.ACTIVE);
        assertThatThrownBy(() -> CandidateStatus.fromWire("HIRED"))
                .hasMessage("status: must be one of ACTIVE, INACTIVE, APPROVED, REJECTED, PROMOTED");
    }
}
