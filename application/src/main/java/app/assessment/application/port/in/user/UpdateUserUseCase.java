package app.assessment.application.port.in.user;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.shared.Check;
import app.assessment.domain.user.PasswordPolicy;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import java.util.Objects;

public interface UpdateUserUseCase {

    User update(Command command);

    /**
     * Null fields stay as they are. Anyone may change their own {@code name}; role, activation
     * and password of others are for administrators of the same organization.
     */
    record Command(Caller caller, String id, String name, String firstName, String lastName, Role role, Boolean active,
                   String password, String studentId) {
        public Command {
            Objects.requireNonNull(caller, "caller");
            id = id == null || id.isBlank() ? caller.userId() : id;
            if (name != null) {
                Check.text("name", name.strip(), User.NAME_MAX);
            }
            Check.optionalText("firstName", firstName, 100);
            Check.optionalText("lastName", lastName, 100);
            if (password != null) {
                PasswordPolicy.check(password);
            }
            studentId = studentId == null || studentId.isBlank() ? null : studentId.strip();
        }
    }
}
