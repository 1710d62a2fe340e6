package app.assessment.application.service.people;

import app.assessment.application.port.out.attempt.AccommodationChanges;
import app.assessment.application.port.out.attempt.AccommodationRepository;
import app.assessment.application.service.accommodation.Accommodations;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.EmptyPorts;
import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryStudents;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.people.CandidateData;
import app.assessment.application.port.in.people.PeopleSearch;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.people.CandidateRepository;
import app.assessment.application.port.out.people.ParticipantHistory;
import app.assessment.domain.people.Candidate;
import app.assessment.domain.people.CandidateStatus;
import app.assessment.domain.people.Student;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CandidateServiceTest {

    private final FixedClock clock = new FixedClock(Samples.T0);
    private final Candidates candidates = new Candidates();
    private final InMemoryStudents students = new InMemoryStudents();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final CandidateService service = new CandidateService(candidates, students, EmptyPorts.of(ParticipantHistory.class),
            new PeopleAudit(audit, clock), new SequentialIds(), clock,
            new Accommodations(EmptyPorts.of(AccommodationRepository.class), EmptyPorts.of(AccommodationChanges.class)));
    private final Candidate ana = new Candidate("c1", Samples.ORG, "Ana Lima", "ana@example.org", "5511988887777", null,
            CandidateStatus.ACTIVE, null, Samples.T0, null);

    @Test
    void aPromotion_makesTheStudentTheDomainDescribes_andMarksTheCandidate() {
        candidates.add(ana);
        clock.advance(Duration.ofDays(1));

        String studentId = service.promote(Samples.caller(Role.ADMIN, "adm"), "c1");

        Student expected = ana.asNewStudent(studentId, clock.now());
        assertThat(students.byId.get(studentId)).isEqualTo(expected);
        assertThat(candidates.stored.get("c1")).isEqualTo(ana.promote(studentId));
        assertThat(audit.actions()).containsExactly("student.create", "candidate.promote");
        assertThat(audit.entries.get(0).changes()).containsEntry("promotedFromCandidateId", "c1");
    }

    @Test
    void aSecondPromotion_isTheDomainsConflict_andMakesNoSecondStudent() {
        candidates.add(ana);
        service.promote(Samples.caller(Role.ADMIN, "adm"), "c1");

        DomainException again = catchThrowableOfType(DomainException.class, () -> service.promote(Samples.caller(Role.ADMIN, "adm"), "c1"));

        assertThat(again.code()).isEqualTo("CANDIDATE_ALREADY_PROMOTED");
        assertThat(students.byId).hasSize(1);
    }

    @Test
    void aProfessor_mayNotPromote() {
        candidates.add(ana);

        DomainException refused = catchThrowableOfType(DomainException.class,
                () -> service.promote(Samples.caller(Role.PROFESSOR, "prof"), "c1"));

        assertThat(refused.kind()).isEqualTo(DomainException.Kind.FORBIDDEN);
        assertThat(students.byId).isEmpty();
        assertThat(candidates.lockedReads).isZero();
    }

    @Test
    void create_isActiveUnlessTold_withItsFieldsStripped_andEmptyOnesCleared() {
        Candidate created = service.create(Samples.caller(Role.PROFESSOR, "prof"),
                new CandidateData(" Bia ", null, "", null, null));

        assertThat(created.status()).isEqualTo(CandidateStatus.ACTIVE);
        assertThat(created.name()).isEqualTo("Bia");
        assertThat(created.phone()).isNull();
        assertThat(audit.last().action()).isEqualTo("candidate.create");
    }

    @Test
    void delete_byAnAdministrator_removesTheCandidateAsOfNow() {
        candidates.add(ana);
        clock.advance(Duration.ofHours(2));

        service.delete(Samples.caller(Role.ADMIN, "adm"), "c1");

        assertThat(candidates.stored.get("c1").deletedAt()).isEqualTo(Samples.T0.plus(Duration.ofHours(2)));
        assertThat(audit.last().action()).isEqualTo("candidate.delete");
    }

    private static final class Candidates implements CandidateRepository {
        final Map<String, Candidate> stored = new HashMap<>();
        int lockedReads;

        @Override
        public void add(Candidate candidate) {
            stored.put(candidate.id(), candidate);
        }

        @Override
        public void update(Candidate candidate) {
            stored.put(candidate.id(), candidate);
        }

        @Override
        public Optional<Candidate> byId(String organizationId, String id) {
            return Optional.ofNullable(stored.get(id))
                    .filter(c -> c.organizationId().equals(organizationId) && !c.isDeleted());
        }

        @Override
        public Optional<Candidate> byIdForUpdate(String organizationId, String id) {
            lockedReads++;
            return byId(organizationId, id);
        }

        @Override
        public ResultPage<Candidate> list(String organizationId, PeopleSearch search, CandidateStatus status, PageRequest page) {
            throw new UnsupportedOperationException("not needed here");
        }

        @Override
        public List<Candidate> matching(String organizationId, Collection<String> lowerCaseEmails, Collection<String> documents) {
            throw new UnsupportedOperationException("not needed here");
        }

        @Override
        public void addAll(List<Candidate> candidates) {
            candidates.forEach(this::add);
        }

        @Override
        public void updateAll(List<Candidate> candidates) {
            candidates.forEach(this::update);
        }
    }
}
