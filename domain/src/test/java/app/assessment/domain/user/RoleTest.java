package app.assessment.domain.user;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.assignment.CandidateParticipant;
import app.assessment.domain.assignment.StudentParticipant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RoleTest {

    @ParameterizedTest
    @CsvSource({"PROFESSOR,false,false", "ADMIN,true,false", "SUPER_ADMIN,true,true", "STUDENT,false,false"})
    void adminAndSuperuserFlags(Role role, boolean admin, boolean superuser) {
        assertThat(role.isAdmin()).isEqualTo(admin);
        assertThat(role.isSuperuser()).isEqualTo(superuser);
        assertThat(Permissions.seesAllOfOrganization(role)).isEqualTo(admin);
        assertThat(Permissions.canRemovePeopleOrPromote(role)).isEqualTo(admin);
    }

    @Test
    void fromWire_knownAndUnknown() {
        assertThat(Role.fromWire("SUPER_ADMIN")).isEqualTo(Role.SUPER_ADMIN);
        assertThatThrownBy(() -> Role.fromWire("TEACHER"))
                .hasMessage("role: must be one of PROFESSOR, ADMIN, SUPER_ADMIN, STUDENT");
        assertThatThrownBy(() -> Role.fromWire("admin")).hasMessageStartingWith("role: must be one of");
    }

    @ParameterizedTest(name = "{0} creates {1}: {2}")
    @CsvSource({
        "SUPER_ADMIN,SUPER_ADMIN,true", "SUPER_ADMIN,ADMIN,true", "SUPER_ADMIN,PROFESSOR,true",
        "ADMIN,SUPER_ADMIN,false", "ADMIN,ADMIN,true", "ADMIN,PROFESSOR,true",
        "PROFESSOR,SUPER_ADMIN,false", "PROFESSOR,ADMIN,false", "PROFESSOR,PROFESSOR,false",
        "ADMIN,STUDENT,true", "PROFESSOR,STUDENT,false", "STUDENT,STUDENT,false", "STUDENT,PROFESSOR,false"})
    void canCreateUserWithRole_everyPair(Role actor, Role target, boolean allowed) {
        assertThat(Permissions.canCreateUserWithRole(actor, target)).isEqualTo(allowed);
    }

    @ParameterizedTest(name = "{0} owner={1} template={2}: {3}")
    @CsvSource({"ADMIN,false,false,true", "SUPER_ADMIN,false,false,true", "PROFESSOR,true,false,true",
        "PROFESSOR,false,true,true", "PROFESSOR,false,false,false", "STUDENT,false,false,false"})
    void canSeeForm_allOfOrganizationOwnerOrTemplate(Role role, boolean owner, boolean template, boolean visible) {
        assertThat(Permissions.canSeeForm(role, "u1", owner ? "u1" : "u2", template)).isEqualTo(visible);
    }

    @ParameterizedTest(name = "{0} assigner={1}: {2}")
    @CsvSource({"ADMIN,false,true", "PROFESSOR,true,true", "PROFESSOR,false,false"})
    void canSeeAssignment_allOfOrganizationOrAssigner(Role role, boolean assigner, boolean visible) {
        assertThat(Permissions.canSeeAssignment(role, "u1", assigner ? "u1" : "u2")).isEqualTo(visible);
        assertThat(Permissions.narrowedTo(role, "u1")).isEqualTo(Permissions.seesAllOfOrganization(role) ? null : "u1");
    }

    @ParameterizedTest(name = "{0} assigner={1} formOwner={2}: {3}")
    @CsvSource({"ADMIN,false,false,true", "PROFESSOR,true,false,true", "PROFESSOR,false,true,true", "PROFESSOR,false,false,false"})
    void canSeeSubmission_whoSeesTheAssignmentOrOwnsTheForm(Role role, boolean assigner, boolean formOwner, boolean visible) {
        assertThat(Permissions.canSeeSubmission(role, "u1", assigner ? "u1" : "u2", () -> formOwner)).isEqualTo(visible);
    }

    @Test
    void canSeeSubmission_asksAboutTheFormOnlyWhenTheAssignmentDoesNotDecide() {
        assertThat(Permissions.canSeeSubmission(Role.ADMIN, "u1", "u2", () -> {
            throw new AssertionError("not asked");
        })).isTrue();
    }

    @Test
    void studentSees_onlyTheStudentTheAccountIsLinkedTo() {
        assertThat(Permissions.studentSees("s1", new StudentParticipant("s1"))).isTrue();
        assertThat(Permissions.studentSees("s1", new StudentParticipant("s2"))).isFalse();
        assertThat(Permissions.studentSees("s1", new CandidateParticipant("s1"))).isFalse();
    }

    @Test
    void canWriteForm_professorOnlyOwnForms() {
        assertThat(Permissions.canWriteForm(Role.PROFESSOR, "u1", "u1")).isTrue();
        assertThat(Permissions.canWriteForm(Role.PROFESSOR, "u1", "u2")).isFalse();
    }

    @Test
    void canWriteForm_adminsAnyForm() {
        assertThat(Permissions.canWriteForm(Role.ADMIN, "u1", "u2")).isTrue();
        assertThat(Permissions.canWriteForm(Role.SUPER_ADMIN, "u1", "u2")).isTrue();
    }

    @ParameterizedTest(name = "{0} ends the sessions of {1}: {2}")
    @CsvSource({"SUPER_ADMIN,SUPER_ADMIN,true", "ADMIN,SUPER_ADMIN,false", "ADMIN,PROFESSOR,true", "ADMIN,STUDENT,true",
        "PROFESSOR,PROFESSOR,false", "STUDENT,STUDENT,false"})
    void canEndSessionsOf_everyPairThatMatters(Role actor, Role target, boolean allowed) {
        assertThat(Permissions.canEndSessionsOf(actor, target)).isEqualTo(allowed);
    }

    @Test
    void studentLink_onlyStudentAccountsAndAlwaysForANewOne() {
        StudentLink.check(Role.STUDENT, "c123", true);
        StudentLink.check(Role.STUDENT, null, false);
        assertThatThrownBy(() -> StudentLink.check(Role.PROFESSOR, "c123", false)).hasMessageStartingWith("studentId: only");
        assertThatThrownBy(() -> StudentLink.check(Role.STUDENT, null, true)).hasMessageStartingWith("studentId: a STUDENT");
    }
}
