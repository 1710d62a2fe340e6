package app.assessment.adapters.rest.user;

import app.assessment.application.port.in.user.ProfileUseCase;
import app.assessment.domain.people.Student;
import app.assessment.domain.people.Teacher;
import app.assessment.domain.user.User;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Request and response bodies of the user and profile routes. */
final class UserBodies {
    private UserBodies() {
    }

    @Schema(description = "`email`, `password` (8+ characters, at most 72 bytes), `role` and `firstName` or `name` are required. "
            + "`organizationId` is honoured for SUPER_ADMIN only. `studentId` is required for, and only for, role STUDENT.")
    record CreateUserRequest(String firstName, String lastName, String name, String email, String username, String password,
                             @Schema(enumeration = {"PROFESSOR", "ADMIN", "SUPER_ADMIN", "STUDENT"}) String role,
                             String organizationId, String studentId) {
    }

    record CreateUserResponse(boolean success, String userId) {
    }

    @Schema(description = "`id` defaults to the caller. Null fields stay unchanged. `role`, `active` and `password` are for "
            + "administrators; changing them (or the password) ends the user's sessions. `studentId` (administrators) links a "
            + "STUDENT account to a student of the organization.")
    record UpdateUserRequest(String id, String name, String firstName, String lastName,
                             @Schema(enumeration = {"PROFESSOR", "ADMIN", "SUPER_ADMIN", "STUDENT"}) String role, Boolean active,
                             String password, String studentId) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    record UserResponse(String id, String email, String username, String name, String firstName, String lastName, String role,
                        boolean active, String imageUrl, Instant createdAt) {
        static UserResponse from(User user, String base) {
            return new UserResponse(user.id(), user.email(), user.username(), user.name(), user.firstName(), user.lastName(),
                    user.role().name(), user.active(), absolute(base, user.imageUrl()), user.createdAt());
        }
    }

    record UserList(List<UserResponse> users, int total) {
    }

    record RoleResponse(boolean isAdmin, boolean isSuperuser, String role) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(description = "The linked teacher profile (`specialty`), the linked student (`age`, `grade`, `gender`, `status`; "
            + "those four only for STUDENT accounts), or the account's contact data.")
    record ProfileDetails(String id, String name, String email, String phone, String specialty,
                          @JsonInclude(JsonInclude.Include.NON_ABSENT) Integer age,
                          @JsonInclude(JsonInclude.Include.NON_ABSENT) String grade,
                          @JsonInclude(JsonInclude.Include.NON_ABSENT) String gender,
                          @JsonInclude(JsonInclude.Include.NON_ABSENT) String status) {
        ProfileDetails(String id, String name, String email, String phone, String specialty) {
            this(id, name, email, phone, specialty, null, null, null, null);
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    record ProfileResponse(String userId, String role, String imageUrl, String organizationName, ProfileDetails profile) {
        static ProfileResponse from(ProfileUseCase.Profile profile, String base) {
            User user = profile.user();
            Teacher teacher = profile.teacher();
            Student student = profile.student();
            ProfileDetails details = student != null
                    ? new ProfileDetails(student.id(), student.name(), student.email(), student.phone(), null, student.age(),
                            student.grade(), student.gender(), student.status().name())
                    : teacher != null
                    ? new ProfileDetails(teacher.id(), teacher.name(), teacher.email(), teacher.phone(), teacher.specialty())
                    : new ProfileDetails(user.id(), user.name(), user.contactEmail() != null ? user.contactEmail() : user.email(),
                            user.phone(), null);
            return new ProfileResponse(user.id(), user.role().name(), absolute(base, user.imageUrl()), profile.organizationName(),
                    details);
        }
    }

    static String absolute(String base, String path) {
        return path == null || path.startsWith("http") ? path : base + path;
    }
}
