package app.assessment.application.service.assignment;

import static app.assessment.application.fakes.Samples.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryAssignments;
import app.assessment.application.fakes.InMemoryForms;
import app.assessment.application.fakes.InMemoryParticipants;
import app.assessment.application.fakes.InMemorySubmissions;
import app.assessment.application.fakes.NoStudentAccounts;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.RecordingOutbox;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.assignment.AssignmentUseCases.AssignCommand;
import app.assessment.application.service.user.StudentScope;
import app.assessment.domain.assignment.CandidateParticipant;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import app.assessment.domain.user.Role;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Who may assign and see what, and how a participant is named, come from the domain. */
class AssignmentServiceTest {

    private final FixedClock clock = new FixedClock(T0.plus(Duration.ofHours(1)));
    private final SequentialIds ids = new SequentialIds();
    private final InMemoryAssignments assignments = new InMemoryAssignments();
    private final InMemoryForms forms = new InMemoryForms();
    private final InMemoryParticipants participants = new InMemoryParticipants();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final NoStudentAccounts studentAccounts = new NoStudentAccounts();
    private final AssignmentService service = new AssignmentService(assignments, forms, participants, audit, ids, clock,
            new StudentScope(studentAccounts), Samples.notifications(new RecordingOutbox(), ids, clock), new InMemorySubmissions());

    @ParameterizedTest
    @CsvSource({"s9,", ",c9"})
    void assign_unknownParticipant_notFoundNamedByTheDomainsType(String studentId, String candidateId) {
        forms.put(Samples.form("f1", "prof1", true, false));
        Participant unknown = Participant.of(studentId, candidateId);

        DomainException missing = catchThrowableOfType(DomainException.class,
                () -> service.assign(command(Samples.caller(Role.PROFESSOR, "prof1"), unknown)));

        assertThat(missing.getMessage()).isEqualTo(DomainException.notFound(unknown.typeName()).getMessage());
        assertThat(assignments.byId).isEmpty();
    }

    @Test
    void assign_auditNamesTheParticipantByItsKind() {
        forms.put(Samples.form("f1", "prof1", true, false));
        participants.add(new CandidateParticipant("c1"), "Bia", null);
        participants.add(new StudentParticipant("s1"), "Caio", null);

        service.assign(command(Samples.caller(Role.PROFESSOR, "prof1"), new CandidateParticipant("c1")));
        assertThat(audit.last().changes()).containsEntry("candidateId", "c1").doesNotContainKey("studentId");

        service.assign(command(Samples.caller(Role.PROFESSOR, "prof1"), new StudentParticipant("s1")));
        assertThat(audit.last().changes()).containsEntry("studentId", "s1");
    }

    @ParameterizedTest(name = "{0} owner={1} template={2}")
    @CsvSource({"ADMIN,false,false", "PROFESSOR,true,false", "PROFESSOR,false,true", "PROFESSOR,false,false"})
    void assign_formsTheCallerMaySee_exactlyThosePermissionsAllow(Role role, boolean owner, boolean template) {
        forms.put(Samples.form("f1", owner ? "u1" : "other", true, template));
        participants.add(new StudentParticipant("s1"), "Caio", null);

        boolean assigned = catchThrowableOfType(DomainException.class,
                () -> service.assign(command(Samples.caller(role, "u1"), new StudentParticipant("s1")))) == null;

        assertThat(assigned).isEqualTo(Permissions.canSeeForm(role, "u1", owner ? "u1" : "other", template));
        assertThat(assignments.byId.isEmpty()).isEqualTo(!assigned);
    }

    @ParameterizedTest(name = "{0} assigner={1}")
    @CsvSource({"ADMIN,false", "SUPER_ADMIN,false", "PROFESSOR,true", "PROFESSOR,false"})
    void get_visibleExactlyWhenPermissionsSaySo(Role role, boolean assigner) {
        forms.put(Samples.form("f1", "other", true, false));
        participants.add(new StudentParticipant("s1"), "Caio", null);
        assignments.put(Samples.assignment("a1", "f1", new StudentParticipant("s1"), assigner ? "u1" : "other"));
        Caller caller = Samples.caller(role, "u1");

        boolean visible = catchThrowableOfType(DomainException.class, () -> service.get(caller, "a1")) == null;

        assertThat(visible).isEqualTo(Permissions.canSeeAssignment(role, "u1", assigner ? "u1" : "other"));
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"student,st1", "student,st2", "candidate,st1"})
    void get_student_seesOnlyTheAssignmentsOfTheStudentTheAccountIsLinkedTo(String kind, String participantId) {
        Participant participant = kind.equals("student") ? new StudentParticipant(participantId) : new CandidateParticipant(participantId);
        forms.put(Samples.form("f1", "prof1", true, false));
        participants.add(participant, "Caio", null);
        assignments.put(Samples.assignment("a1", "f1", participant, "prof1"));
        studentAccounts.link("u1", "st1");

        boolean visible = catchThrowableOfType(DomainException.class, () -> service.get(Samples.caller(Role.STUDENT, "u1"), "a1")) == null;

        assertThat(visible).isEqualTo(Permissions.studentSees("st1", participant));
    }

    private static AssignCommand command(Caller caller, Participant participant) {
        return new AssignCommand(caller, "f1", participant, null, null);
    }
}
