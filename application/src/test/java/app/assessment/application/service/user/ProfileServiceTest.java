package app.assessment.application.service.user;

import static app.assessment.application.fakes.Samples.ORG;
import static app.assessment.application.fakes.Samples.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryOrganizations;
import app.assessment.application.fakes.InMemoryStudents;
import app.assessment.application.fakes.InMemoryTeachers;
import app.assessment.application.fakes.InMemoryUserImages;
import app.assessment.application.fakes.InMemoryUsers;
import app.assessment.application.fakes.NoStudentAccounts;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.user.ProfileUseCase.Image;
import app.assessment.application.port.in.user.ProfileUseCase.Profile;
import app.assessment.application.port.in.user.ProfileUseCase.Update;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.people.Student;
import app.assessment.domain.people.StudentStatus;
import app.assessment.domain.people.Teacher;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A profile update renames the user and keeps the linked teacher and, for a STUDENT account only, the linked
 * student in step (a field left out keeps its value); it is audited. A picture must be an image and is served from
 * the user's image path; pictures are read within the organization, a STUDENT reading only their own.
 */
class ProfileServiceTest {

    private static final Instant NOW = T0.plus(Duration.ofDays(1));
    private static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A, 0};

    private final InMemoryUsers users = new InMemoryUsers();
    private final InMemoryTeachers teachers = new InMemoryTeachers();
    private final InMemoryStudents students = new InMemoryStudents();
    private final NoStudentAccounts studentAccounts = new NoStudentAccounts();
    private final InMemoryOrganizations organizations = new InMemoryOrganizations();
    private final InMemoryUserImages images = new InMemoryUserImages();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final ProfileService service = new ProfileService(users, teachers, students, studentAccounts, organizations, images,
            audit, new FixedClock(NOW));

    @Test
    void get_namesTheUsersOrganization() {
        users.add(Samples.user("ana", Role.PROFESSOR));
        organizations.add(new Organization(ORG, "Escola Azul", T0));

        Profile profile = service.get(Samples.caller(Role.PROFESSOR, "ana"));

        assertThat(profile.organizationName()).isEqualTo("Escola Azul");
    }

    @Test
    void get_unknownUser_isNotFound() {
        DomainException refused = catchThrowableOfType(DomainException.class,
                () -> service.get(Samples.caller(Role.PROFESSOR, "ghost")));

        assertThat(refused.kind()).isEqualTo(DomainException.Kind.NOT_FOUND);
    }

    @Test
    void update_professorWithATeacherRecord_renamesBothKeepingWhatIsLeftOutAndAudits() {
        users.add(Samples.user("ana", Role.PROFESSOR));
        teachers.add(Teacher.create("t1", ORG, "ana", "User ana", "old@example.com", "111", "Física", T0));

        service.update(new Update(Samples.caller(Role.PROFESSOR, "ana"), "Ana Souza", null, "222", null, null, null, null, null));

        assertThat(users.byId("ana").orElseThrow().name()).isEqualTo("Ana Souza");
        assertThat(teachers.byUserId.get("ana")).isEqualTo(
                new Teacher("t1", ORG, "ana", "Ana Souza", "old@example.com", "222", "Física", T0, null));
        assertThat(audit.last().action()).isEqualTo("profile.update");
        assertThat(audit.last().entityId()).isEqualTo("ana");
        assertThat(audit.last().occurredAt()).isEqualTo(NOW);
    }

    @Test
    void update_professorGivingContactAndSpecialty_setsThemOnTheTeacher() {
        users.add(Samples.user("ana", Role.PROFESSOR));
        teachers.add(Teacher.create("t1", ORG, "ana", "User ana", "old@example.com", null, "Física", T0));

        service.update(new Update(Samples.caller(Role.PROFESSOR, "ana"), "Ana", "ana@escola.br", null, "Química", null, null,
                null, null));

        assertThat(teachers.byUserId.get("ana").email()).isEqualTo("ana@escola.br");
        assertThat(teachers.byUserId.get("ana").specialty()).isEqualTo("Química");
        assertThat(users.byId("ana").orElseThrow().contactEmail()).isEqualTo("ana@escola.br");
    }

    @Test
    void update_studentAccount_syncsTheLinkedStudentKeepingFieldsLeftOut() {
        users.add(Samples.user("caio", Role.STUDENT));
        students.add(student("st1"));
        studentAccounts.link("caio", "st1");

        service.update(new Update(Samples.caller(Role.STUDENT, "caio"), "Caio Lima", "caio@casa.br", "333", null, null, 15, null,
                null));

        assertThat(students.byId.get("st1")).isEqualTo(new Student("st1", ORG, "Caio Lima", StudentStatus.ACTIVE, 15, "9º ano",
                "M", "caio@casa.br", "333", null, T0, null));
    }

    @Test
    void update_linkLeftFromAnEarlierStudentRole_leavesThatStudentAlone() {
        users.add(Samples.user("ana", Role.PROFESSOR));
        students.add(student("st1"));
        studentAccounts.link("ana", "st1");

        Profile profile = service.update(new Update(Samples.caller(Role.PROFESSOR, "ana"), "Ana", null, null, null, null, null,
                null, null));

        assertThat(students.byId.get("st1")).isEqualTo(student("st1"));
        assertThat(profile.student()).isNull();
    }

    @Test
    void update_studentFieldsFromAStaffAccount_areInvalid() {
        DomainException refused = catchThrowableOfType(DomainException.class, () -> new Update(
                Samples.caller(Role.PROFESSOR, "ana"), "Ana", null, null, null, null, 30, null, null));

        assertThat(refused.kind()).isEqualTo(DomainException.Kind.INVALID);
    }

    @Test
    void update_withAPicture_storesItWithItsTypeAndServesItFromTheUsersImagePath() {
        users.add(Samples.user("ana", Role.PROFESSOR));

        Profile profile = service.update(new Update(Samples.caller(Role.PROFESSOR, "ana"), "Ana", null, null, null,
                new Image(null, PNG), null, null, null));

        assertThat(images.byUserId.get("ana").contentType()).isEqualTo("image/png");
        assertThat(profile.user().imageUrl()).isEqualTo("/api/users/ana/image");
    }

    @Test
    void update_withSomethingNotAPicture_isRefusedAndChangesNothing() {
        users.add(Samples.user("ana", Role.PROFESSOR));

        DomainException refused = catchThrowableOfType(DomainException.class, () -> service.update(new Update(
                Samples.caller(Role.PROFESSOR, "ana"), "Ana", null, null, null, new Image(null, "%PDF".getBytes()), null, null,
                null)));

        assertThat(refused.code()).isEqualTo("IMAGE_TYPE_UNSUPPORTED");
        assertThat(images.byUserId).isEmpty();
        assertThat(users.byId("ana").orElseThrow().name()).isEqualTo("User ana");
        assertThat(audit.entries).isEmpty();
    }

    /** bia is a PROFESSOR of the same organization, zed a user of another one. */
    @ParameterizedTest(name = "{0} {1} reads {2}'s: {3}")
    @CsvSource({"PROFESSOR,ana,bia,true", "ADMIN,ana,bia,true", "STUDENT,ana,bia,false", "STUDENT,ana,ana,true",
            "SUPER_ADMIN,ana,zed,false", "ADMIN,ana,zed,false"})
    void image_readWithinTheOrganizationAndAStudentOnlyTheirOwn(Role role, String reader, String owner, boolean readable) {
        users.add(Samples.user("ana", role));
        users.add(Samples.user("bia", Role.PROFESSOR));
        User zed = Samples.user("zed", Role.PROFESSOR);
        users.add(new User(zed.id(), "org2", zed.email(), null, zed.name(), null, null, "hash", zed.role(), true, 0, null, null,
                null, null, T0, T0));
        for (String id : new String[] {"ana", "bia", "zed"}) {
            images.save(id, "image/png", PNG);
        }

        assertThat(service.image(Samples.caller(role, reader), owner)).map(Image::contentType)
                .isEqualTo(readable ? Optional.of("image/png") : Optional.empty());
    }

    private static Student student(String id) {
        return new Student(id, ORG, "Caio", StudentStatus.ACTIVE, 14, "9º ano", "M", "old@casa.br", "111", null, T0, null);
    }
}
