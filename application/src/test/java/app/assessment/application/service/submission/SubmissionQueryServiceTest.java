package app.assessment.application.service.submission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.InMemorySubmissions;
import app.assessment.application.fakes.NoStudentAccounts;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.submission.SubmissionQueries;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.application.service.user.StudentScope;
import app.assessment.domain.assignment.CandidateParticipant;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import app.assessment.domain.user.Role;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** Who sees which submission is the domain's {@link Permissions}, for single reads and lists alike. */
class SubmissionQueryServiceTest {

    private final InMemorySubmissions submissions = new InMemorySubmissions();
    private final NoStudentAccounts studentAccounts = new NoStudentAccounts();
    private final SubmissionQueryService service = new SubmissionQueryService(submissions, new StudentScope(studentAccounts));

    @ParameterizedTest(name = "{0} assigner={1} formOwner={2}")
    @CsvSource({"ADMIN,false,false", "SUPER_ADMIN,false,false", "PROFESSOR,true,false", "PROFESSOR,false,true",
            "PROFESSOR,false,false"})
    void get_staff_visibleExactlyWhenPermissionsSaySo(Role role, boolean assigner, boolean formOwner) {
        submissions.put(Samples.submission("s1", "f1", new StudentParticipant("st1"), assigner ? "u1" : "other"));
        submissions.formOwners.put("f1", formOwner ? "u1" : "other");

        boolean visible = visible(Samples.caller(role, "u1"), "s1");

        assertThat(visible).isEqualTo(Permissions.canSeeSubmission(role, "u1", assigner ? "u1" : "other", () -> formOwner));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"student,st1", "student,st2", "candidate,st1"})
    void get_student_seesOnlyTheRecordsOfTheStudentTheAccountIsLinkedTo(String kind, String participantId) {
        Participant participant = kind.equals("student") ? new StudentParticipant(participantId) : new CandidateParticipant(participantId);
        submissions.put(Samples.submission("s1", "f1", participant, "prof1"));
        studentAccounts.link("u1", "st1");

        boolean visible = visible(Samples.caller(Role.STUDENT, "u1"), "s1");

        assertThat(visible).isEqualTo(Permissions.studentSees("st1", participant));
    }

    @Test
    void get_studentAccountWithoutALink_seesNothing() {
        submissions.put(Samples.submission("s1", "f1", new StudentParticipant("st1"), "prof1"));

        assertThat(visible(Samples.caller(Role.STUDENT, "u1"), "s1")).isFalse();
    }

    @ParameterizedTest
    @EnumSource(value = Role.class, names = {"ADMIN", "SUPER_ADMIN", "PROFESSOR"})
    void list_staff_narrowedToTheUserPermissionsName(Role role) {
        service.list(Samples.caller(role, "u1"), query(null));

        SubmissionRepository.Filter filter = submissions.filters.get(0);
        assertThat(filter.visibleTo()).isEqualTo(Permissions.narrowedTo(role, "u1"));
        assertThat(filter.studentId()).isNull();
    }

    @Test
    void list_student_narrowedToTheLinkedStudent_whateverStudentIdTheyAskFor() {
        studentAccounts.link("u1", "st1");

        service.list(Samples.caller(Role.STUDENT, "u1"), query("st2"));

        SubmissionRepository.Filter filter = submissions.filters.get(0);
        assertThat(filter.visibleTo()).isNull();
        assertThat(filter.studentId()).isEqualTo("st1");
    }

    private boolean visible(Caller caller, String id) {
        return catchThrowableOfType(DomainException.class, () -> service.get(caller, id)) == null;
    }

    private static SubmissionQueries.Query query(String studentId) {
        return new SubmissionQueries.Query(PageRequest.of(1, 20), null, studentId, null, null, null);
    }
}
