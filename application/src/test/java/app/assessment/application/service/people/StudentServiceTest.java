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
import app.assessment.application.port.in.people.StudentData;
import app.assessment.application.port.out.people.ParticipantHistory;
import app.assessment.domain.people.Student;
import app.assessment.domain.people.StudentStatus;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class StudentServiceTest {

    private static final String CPF = "52998224725";

    private final FixedClock clock = new FixedClock(Samples.T0);
    private final InMemoryStudents students = new InMemoryStudents();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final StudentService service = new StudentService(students, EmptyPorts.of(ParticipantHistory.class),
            new PeopleAudit(audit, clock), new SequentialIds(), clock,
            new Accommodations(EmptyPorts.of(AccommodationRepository.class), EmptyPorts.of(AccommodationChanges.class)));

    @Test
    void create_stripsTheFields_clearsEmptyOnes_andAuditsTheDocumentMasked() {
        Student created = service.create(Samples.caller(Role.PROFESSOR, "prof"),
                new StudentData("  Lia Souza ", StudentStatus.ACTIVE, 12, " 7th ", "", "lia@example.org", null, CPF));

        assertThat(students.byId).containsValue(created);
        assertThat(created.name()).isEqualTo("Lia Souza");
        assertThat(created.grade()).isEqualTo("7th");
        assertThat(created.gender()).isNull();
        assertThat(created.createdAt()).isEqualTo(Samples.T0);
        assertThat(audit.last().action()).isEqualTo("student.create");
        assertThat(audit.last().changes()).containsEntry("cpfCnpj", "***.982.247-**").containsEntry("gender", null);
    }

    @Test
    void update_keepsWhatWasNotSent_andClearsWhatWasSentEmpty() {
        Student created = service.create(Samples.caller(Role.PROFESSOR, "prof"),
                new StudentData("Lia", StudentStatus.ACTIVE, 12, "7th", "f", "lia@example.org", "5511999990000", null));

        Student updated = service.update(Samples.caller(Role.PROFESSOR, "prof"), created.id(),
                new StudentData(null, null, 13, "", null, null, null, null));

        assertThat(updated.name()).isEqualTo("Lia");
        assertThat(updated.age()).isEqualTo(13);
        assertThat(updated.grade()).isNull();
        assertThat(updated.gender()).isEqualTo("f");
        assertThat(updated.phone()).isEqualTo("5511999990000");
        assertThat(students.byId.get(created.id())).isEqualTo(updated);
        assertThat(audit.last().action()).isEqualTo("student.update");
    }

    @Test
    void delete_byAProfessor_isRefusedBeforeTheStudentIsLookedUp() {
        DomainException refused = catchThrowableOfType(DomainException.class,
                () -> service.delete(Samples.caller(Role.PROFESSOR, "prof"), "missing"));

        assertThat(refused.kind()).isEqualTo(DomainException.Kind.FORBIDDEN);
        assertThat(audit.entries).isEmpty();
    }

    @Test
    void delete_byAnAdministrator_hidesTheStudentAsOfNow_andAuditsWhen() {
        Student created = service.create(Samples.caller(Role.ADMIN, "adm"),
                new StudentData("Lia", StudentStatus.ACTIVE, null, null, null, null, null, null));
        clock.advance(Duration.ofHours(1));

        service.delete(Samples.caller(Role.ADMIN, "adm"), created.id());

        assertThat(students.byId.get(created.id()).deletedAt()).isEqualTo(Samples.T0.plus(Duration.ofHours(1)));
        assertThat(audit.last().action()).isEqualTo("student.delete");
        assertThat(audit.last().changes()).containsEntry("deletedAt", Samples.T0.plus(Duration.ofHours(1)).toString());
    }

    @Test
    void aStudentOfAnotherOrganization_isNotFound() {
        students.add(new Student("s9", "org2", "Ivo", StudentStatus.ACTIVE, null, null, null, null, null, null, Samples.T0, null));

        DomainException missing = catchThrowableOfType(DomainException.class,
                () -> service.update(Samples.caller(Role.ADMIN, "adm"), "s9", new StudentData("X", null, null, null, null, null, null, null)));

        assertThat(missing.kind()).isEqualTo(DomainException.Kind.NOT_FOUND);
        assertThat(students.byId.get("s9").name()).isEqualTo("Ivo");
    }
}
