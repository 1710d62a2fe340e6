package app.assessment.adapters.rest.people;

import app.assessment.application.port.in.people.TeacherData;
import app.assessment.domain.people.Teacher;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Request and response bodies of the teacher routes. */
final class TeacherBodies {
    private TeacherBodies() {
    }

    @Schema(name = "TeacherRequest", description = "On create `name` is required. On update an absent or null field keeps its "
            + "value and an empty string clears an optional text field.")
    record TeacherRequest(
            @Schema(maxLength = 200) String name,
            @Schema(maxLength = 254, format = "email") String email,
            @Schema(maxLength = 30) String phone,
            @Schema(maxLength = 200) String specialty) {

        TeacherData data() {
            return new TeacherData(name, email, phone, specialty);
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "Teacher")
    record TeacherResponse(String id, String name, String email, String phone, String specialty,
                           @Schema(description = "The sign-in account of a professor's profile; null for a teacher "
                                   + "without an account") String userId,
                           Instant createdAt) {
        static TeacherResponse from(Teacher t) {
            return new TeacherResponse(t.id(), t.name(), t.email(), t.phone(), t.specialty(), t.userId(), t.createdAt());
        }
    }
}
