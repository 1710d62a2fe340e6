package app.assessment.application.service.user;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.user.ProfileUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.OrganizationRepository;
import app.assessment.application.port.out.people.StudentRepository;
import app.assessment.application.port.out.user.StudentAccountRepository;
import app.assessment.application.port.out.user.TeacherProfileRepository;
import app.assessment.application.port.out.user.UserImageStore;
import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.people.Student;
import app.assessment.domain.people.Teacher;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.ProfileImage;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

@ApplicationScoped
public class ProfileService implements ProfileUseCase {

    /** Where a stored picture is served; the REST layer makes it absolute. */
    public static final String IMAGE_PATH = "/api/users/%s/image";

    private final UserRepository users;
    private final TeacherProfileRepository teachers;
    private final StudentRepository students;
    private final StudentAccountRepository studentAccounts;
    private final OrganizationRepository organizations;
    private final UserImageStore images;
    private final AuditTrail auditTrail;
    private final Clock clock;

    public ProfileService(UserRepository users, TeacherProfileRepository teachers, StudentRepository students,
                          StudentAccountRepository studentAccounts, OrganizationRepository organizations, UserImageStore images,
                          AuditTrail auditTrail, Clock clock) {
        this.users = users;
        this.teachers = teachers;
        this.students = students;
        this.studentAccounts = studentAccounts;
        this.organizations = organizations;
        this.images = images;
        this.auditTrail = auditTrail;
        this.clock = clock;
    }

    @Override
    @Transactional
    public Profile get(Caller caller) {
        return profileOf(self(caller));
    }

    @Override
    @Transactional
    public Profile update(Update update) {
        Caller caller = update.caller();
        Instant now = clock.now();
        User user = self(caller).withProfile(update.name(), update.email(), update.phone(), now);
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("name", user.name());
        changes.put("contactEmail", user.contactEmail());
        changes.put("phone", user.phone());
        if (update.image() != null) {
            String contentType = ProfileImage.contentTypeOf(update.image().content());
            images.save(user.id(), contentType, update.image().content());
            user = user.withImageUrl(IMAGE_PATH.formatted(user.id()), now);
            changes.put("image", contentType + ", " + update.image().content().length + " bytes");
        }
        users.update(user);
        Optional<Teacher> teacher = teachers.byUserId(user.id());
        if (teacher.isPresent()) {
            Teacher t = teacher.get();
            teachers.update(t.withDetails(user.name(), user.contactEmail() != null ? user.contactEmail() : t.email(), user.phone(),
                    update.specialty() != null ? update.specialty() : t.specialty()));
            changes.put("specialty", update.specialty());
        }
        Optional<Student> student = linkedStudent(user);
        if (student.isPresent()) {
            Student st = student.get();
            students.update(new Student(st.id(), st.organizationId(), user.name(),
                    st.status(), update.age() != null ? update.age() : st.age(),
                    update.grade() != null ? update.grade() : st.grade(), update.gender() != null ? update.gender() : st.gender(),
                    user.contactEmail() != null ? user.contactEmail() : st.email(), user.phone(), st.cpfCnpj(), st.createdAt(),
                    st.deletedAt()));
            changes.put("age", update.age());
            changes.put("grade", update.grade());
            changes.put("gender", update.gender());
        }
        auditTrail.record(new AuditEntry(now, caller.actor(), "profile.update", "User", user.id(), changes));
        return profileOf(user);
    }

    @Override
    @Transactional
    public Optional<Image> image(Caller caller, String userId) {
        return users.byId(userId)
                .filter(u -> u.organizationId().equals(caller.organizationId()))
                .filter(u -> !caller.role().isStudent() || u.id().equals(caller.userId()))
                .flatMap(u -> images.load(u.id()))
                .map(stored -> new Image(stored.contentType(), stored.content()));
    }

    private User self(Caller caller) {
        return users.byId(caller.userId()).orElseThrow(() -> DomainException.notFound("User"));
    }

    private Profile profileOf(User user) {
        String organizationName = organizations.byId(user.organizationId()).map(o -> o.name()).orElse(null);
        return new Profile(user, organizationName, teachers.byUserId(user.id()).orElse(null), linkedStudent(user).orElse(null));
    }

    /** Only a STUDENT account stands for its linked student; a link left from an earlier role is ignored. */
    private Optional<Student> linkedStudent(User user) {
        if (!user.role().isStudent()) {
            return Optional.empty();
        }
        return studentAccounts.studentOf(user.id()).flatMap(id -> students.byId(user.organizationId(), id));
    }
}
