package app.assessment.domain.user;

import app.assessment.domain.shared.Check;
import java.time.Instant;
import java.util.Locale;

/**
 * A sign-in account. The login e-mail is the identity and is changed only by an administrator;
 * {@code contactEmail} is what the user edits on their profile. {@code sessionVersion} grows
 * whenever every existing session of the user must stop working at once.
 */
public record User(
        String id,
        String organizationId,
        String email,
        String username,
        String name,
        String firstName,
        String lastName,
        String passwordHash,
        Role role,
        boolean active,
        int sessionVersion,
        SecondFactor secondFactor,
        String contactEmail,
        String phone,
        String imageUrl,
        Instant createdAt,
        Instant updatedAt) {

    public static final int NAME_MAX = 200;
    public static final int USERNAME_MAX = 100;

    public User {
        Check.id("id", id);
        Check.id("organizationId", organizationId);
        email = normalizeEmail(email);
        Check.optionalText("username", username, USERNAME_MAX);
        Check.text("name", name, NAME_MAX);
        Check.optionalText("firstName", firstName, 100);
        Check.optionalText("lastName", lastName, 100);
        Check.required("role", role);
        secondFactor = secondFactor == null ? SecondFactor.NONE : secondFactor;
        Check.optionalEmail("contactEmail", contactEmail);
        Check.optionalText("phone", phone, 30);
        Check.required("createdAt", createdAt);
        Check.required("updatedAt", updatedAt);
    }

    /** Login e-mails compare without case or surrounding spaces. */
    public static String normalizeEmail(String email) {
        String required = Check.text("email", email == null ? null : email.strip(), Check.EMAIL_MAX);
        Check.optionalEmail("email", required);
        return required.toLowerCase(Locale.ROOT);
    }

    public boolean hasPassword() {
        return passwordHash != null && !passwordHash.isBlank();
    }

    public User withPasswordHash(String hash, Instant now) {
        return new User(id, organizationId, email, username, name, firstName, lastName, hash, role, active,
                sessionVersion + 1, secondFactor, contactEmail, phone, imageUrl, createdAt, now);
    }

    public User withRole(Role newRole, Instant now) {
        int version = newRole == role ? sessionVersion : sessionVersion + 1;
        return new User(id, organizationId, email, username, name, firstName, lastName, passwordHash, newRole, active,
                version, secondFactor, contactEmail, phone, imageUrl, createdAt, now);
    }

    public User withActive(boolean nowActive, Instant now) {
        int version = nowActive == active ? sessionVersion : sessionVersion + 1;
        return new User(id, organizationId, email, username, name, firstName, lastName, passwordHash, role, nowActive,
                version, secondFactor, contactEmail, phone, imageUrl, createdAt, now);
    }

    public User withProfile(String newName, String newContactEmail, String newPhone, Instant now) {
        return new User(id, organizationId, email, username, newName, firstName, lastName, passwordHash, role, active,
                sessionVersion, secondFactor, newContactEmail, newPhone, imageUrl, createdAt, now);
    }

    /** New first and last names; a null one stays as it is. */
    public User withNames(String newFirstName, String newLastName, Instant now) {
        return new User(id, organizationId, email, username, name, newFirstName != null ? newFirstName : firstName,
                newLastName != null ? newLastName : lastName, passwordHash, role, active, sessionVersion, secondFactor, contactEmail,
                phone, imageUrl, createdAt, now);
    }

    public User withImageUrl(String url, Instant now) {
        return new User(id, organizationId, email, username, name, firstName, lastName, passwordHash, role, active,
                sessionVersion, secondFactor, contactEmail, phone, url, createdAt, now);
    }

    public User withSecondFactor(SecondFactor factor, Instant now) {
        return new User(id, organizationId, email, username, name, firstName, lastName, passwordHash, role, active,
                sessionVersion, factor, contactEmail, phone, imageUrl, createdAt, now);
    }

    /** Records the time step of an accepted authenticator code; a sign-in is no edit, so updatedAt stays. */
    public User withTotpStepUsed(long step) {
        return new User(id, organizationId, email, username, name, firstName, lastName, passwordHash, role, active,
                sessionVersion, secondFactor.withTotpStepUsed(step), contactEmail, phone, imageUrl, createdAt, updatedAt);
    }

    /** Ends every session of this user ("log out everywhere"). */
    public User withSessionsRevoked(Instant now) {
        return new User(id, organizationId, email, username, name, firstName, lastName, passwordHash, role, active,
                sessionVersion + 1, secondFactor, contactEmail, phone, imageUrl, createdAt, now);
    }
}
