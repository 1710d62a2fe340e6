package app.assessment.application.service.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.InMemoryReportNames;
import app.assessment.application.fakes.InMemorySubmissions;
import app.assessment.application.fakes.NoStudentAccounts;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.report.ReportQueries;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.service.submission.SubmissionQueryService;
import app.assessment.application.service.user.StudentScope;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.submission.Submission;
import app.assessment.domain.user.Role;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Reports have the visibility of submissions: administrators see all of their organization's, a PROFESSOR only the
 * reports of tests they assigned or of forms they own (any other is 404); a report is headed by its organization's
 * and assigner's names.
 */
class ReportQueryServiceTest {

    private final InMemorySubmissions submissions = new InMemorySubmissions();
    private final InMemoryReportNames names = new InMemoryReportNames();
    private final ReportQueryService service = new ReportQueryService(
            new SubmissionQueryService(submissions, new StudentScope(new NoStudentAccounts())), names);

    @BeforeEach
    void twoProfessorsAssignedOneTestEach() {
        submissions.put(Samples.submission("s1", "f1", new StudentParticipant("st1"), "ana"));
        submissions.put(Samples.submission("s2", "f2", new StudentParticipant("st2"), "bia"));
        submissions.formOwners.put("f1", "ana");
        submissions.formOwners.put("f2", "bia");
        names.organizations.put(Samples.ORG, "Escola Azul");
        names.users.put("ana", "Ana Prof");
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"ADMIN,admin,'s1,s2'", "SUPER_ADMIN,root,'s1,s2'", "PROFESSOR,ana,s1", "PROFESSOR,bia,s2",
            "PROFESSOR,caio,''"})
    void list_seesTheReportsItsRoleAndAssignmentsAllow(Role role, String userId, String visible) {
        ReportQueries.Page page = service.list(Samples.caller(role, userId),
                new ReportQueries.Query(new PageRequest(1, 20), null, null, null));

        assertThat(page.items()).extracting(row -> row.submission().id())
                .containsExactly(visible.isEmpty() ? new String[0] : visible.split(","));
        assertThat(page.total()).isEqualTo(page.items().size());
    }

    @Test
    void get_professorWhoAssignedTheTest_readsItWithItsOrganizationAndAssignerNames() {
        ReportQueries.Report report = service.get(Samples.caller(Role.PROFESSOR, "ana"), "s1");

        assertThat(report.submission().id()).isEqualTo("s1");
        assertThat(report.organizationName()).isEqualTo("Escola Azul");
        assertThat(report.assignedByName()).isEqualTo("Ana Prof");
    }

    @Test
    void get_assignerSinceRemoved_readsWithoutAnAssignerName() {
        ReportQueries.Report report = service.get(Samples.caller(Role.ADMIN, "admin"), "s2");

        assertThat(report.assignedByName()).isNull();
    }

    @Test
    void get_professorOfAnotherTest_isNotFound() {
        assertThat(refusal(Samples.caller(Role.PROFESSOR, "ana"), "s2").kind()).isEqualTo(DomainException.Kind.NOT_FOUND);
    }

    @Test
    void get_submissionOfAnotherOrganization_isNotFoundEvenForAnAdministrator() {
        Submission foreign = Samples.submission("s3", "f3", new StudentParticipant("st3"), "admin");
        submissions.put(new Submission(foreign.id(), "org2", foreign.assignmentId(), foreign.formId(), foreign.formTitle(),
                foreign.participant(), foreign.participantName(), foreign.assignedById(), foreign.score(), foreign.scoreRanges(),
                foreign.answers(), foreign.completedAt()));

        assertThat(refusal(Samples.caller(Role.ADMIN, "admin"), "s3").kind()).isEqualTo(DomainException.Kind.NOT_FOUND);
    }

    private DomainException refusal(Caller caller, String submissionId) {
        return catchThrowableOfType(DomainException.class, () -> service.get(caller, submissionId));
    }
}
