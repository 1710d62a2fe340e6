package app.assessment.adapters.rest.user;

import app.assessment.application.port.in.user.ProfileUseCase;
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
            + "`organizationId` is honoured for SUPER_ADMIN only.")
    record CreateUserRequest(String firstName, String lastName, String name, String email, String username, String password,
                             @Schema(enumeration = {"PROFESSOR", "ADMIN", "SUPER_ADMIN"}) String role, String organizationId) {
    }

    record CreateUserResponse(boolean success, String userId) {
    }

    @Schema(description = "`id` defaults to the caller. Null fields stay unchanged. `role`, `active` and `password` are for "
            + "administrators; changing them (or the password) ends the user's sessions.")
    record UpdateUserRequest(String id, String name, String firstName, String lastName,
                             @Schema(enumeration = {"PROFESSOR", "ADMIN", "SUPER_ADMIN"}) String role, Boolean active,
                             String password) {
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
    record ProfileDetails(String id, String name, String email, String phone, String specialty) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    record ProfileResponse(String userId, String role, String imageUrl, String organizationName, ProfileDetails profile) {
        static ProfileResponse from(ProfileUseCase.Profile profile, String base) {
            User user = profile.user();
            Teacher teacher = profile.teacher();
            ProfileDetails details = teacher != null
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
