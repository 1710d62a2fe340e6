package app.assessment.adapters.persistence.user;

import app.assessment.domain.user.Role;
import app.assessment.domain.user.SecondFactor;
import app.assessment.domain.user.User;

final class UserMapper {
    private UserMapper() {
    }

    static User toDomain(UserEntity e) {
        return new User(e.id, e.organizationId, e.email, e.username, e.name, e.firstName, e.lastName, e.passwordHash,
                Role.valueOf(e.role), e.active, e.sessionVersion, new SecondFactor(e.email2faEnabled, e.totpSecret, e.totpEnabled, e.totpLastStep),
                e.contactEmail, e.phone, e.imageUrl, e.createdAt, e.updatedAt);
    }

    static void copy(User user, UserEntity e) {
        e.id = user.id();
        e.organizationId = user.organizationId();
        e.email = user.email();
        e.username = user.username();
        e.name = user.name();
        e.firstName = user.firstName();
        e.lastName = user.lastName();
        e.passwordHash = user.passwordHash();
        e.role = user.role().name();
        e.active = user.active();
        e.sessionVersion = user.sessionVersion();
        e.totpSecret = user.secondFactor().totpSecret();
        e.totpEnabled = user.secondFactor().totpEnabled();
        e.totpLastStep = user.secondFactor().totpLastStep();
        e.email2faEnabled = user.secondFactor().emailEnabled();
        e.contactEmail = user.contactEmail();
        e.phone = user.phone();
        e.imageUrl = user.imageUrl();
        e.createdAt = user.createdAt();
        e.updatedAt = user.updatedAt();
    }
}
