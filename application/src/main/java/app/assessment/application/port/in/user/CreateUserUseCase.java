package app.assessment.application.port.in.user;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.PasswordPolicy;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.StudentLink;
import app.assessment.domain.user.User;
import java.util.Objects;

public interface CreateUserUseCase {

    /** @return the new user's id */
    String create(Command command);

    /**
     * docs/api.md §10: {@code email}, {@code password} (8+), {@code role} and {@code firstName} or
     * {@code name} are required; {@code organizationId} counts only for a super administrator.
     * {@code studentId} links a STUDENT account to a student record of the organization; it is
     * required for that role and refused (422) for the others.
     */
    record Command(Caller caller, String firstName, String lastName, String name, String email, String username,
                   String password, Role role, String organizationId, String studentId) {
        public Command {
            Objects.requireNonNull(caller, "caller");
            email = User.normalizeEmail(email);
            PasswordPolicy.check(password);
            Check.required("role", role);
            Check.optionalText("firstName", firstName, 100);
            Check.optionalText("lastName", lastName, 100);
            Check.optionalText("username", username, User.USERNAME_MAX);
            if (isBlank(name) && isBlank(firstName)) {
                throw DomainException.invalid("name", "firstName or name is required");
            }
            studentId = isBlank(studentId) ? null : studentId.strip();
            StudentLink.check(role, studentId, true);
        }

        /** The display name: {@code name} when given, else first and last name. */
        public String displayName() {
            if (!isBlank(name)) {
                return name.strip();
            }
            return isBlank(lastName) ? firstName.strip() : firstName.strip() + " " + lastName.strip();
        }

        private static boolean isBlank(String value) {
            return value == null || value.isBlank();
        }
    }
}
