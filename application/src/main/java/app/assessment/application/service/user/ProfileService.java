package app.assessment.application.service.user;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.user.ProfileUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.OrganizationRepository;
import app.assessment.application.port.out.user.TeacherProfileRepository;
import app.assessment.application.port.out.user.UserImageStore;
import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.audit.AuditEntry;
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
    private final OrganizationRepository organizations;
    private final UserImageStore images;
    private final AuditTrail auditTrail;
    private final Clock clock;

    public ProfileService(UserRepository users, TeacherProfileRepository teachers, OrganizationRepository organizations,
                          UserImageStore images, AuditTrail auditTrail, Clock clock) {
        this.users = users;
        this.teachers = teachers;
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
            teachers.update(new Teacher(t.id(), t.organizationId(), t.userId(), user.name(),
                    user.contactEmail() != null ? user.contactEmail() : t.email(), user.phone(),
                    update.specialty() != null ? update.specialty() : t.specialty(), t.createdAt()));
            changes.put("specialty", update.specialty());
        }
        auditTrail.record(new AuditEntry(now, caller.actor(), "profile.update", "User", user.id(), changes));
        return profileOf(user);
    }

    @Override
    @Transactional
    public Optional<Image> image(Caller caller, String userId) {
        return users.byId(userId)
                .filter(u -> u.organizationId().equals(caller.organizationId()))
                .flatMap(u -> images.load(u.id()))
                .map(stored -> new Image(stored.contentType(), stored.content()));
    }

    private User self(Caller caller) {
        return users.byId(caller.userId()).orElseThrow(() -> DomainException.notFound("User"));
    }

    private Profile profileOf(User user) {
        String organizationName = organizations.byId(user.organizationId()).map(o -> o.name()).orElse(null);
        return new Profile(user, organizationName, teachers.byUserId(user.id()).orElse(null));
    }
}
