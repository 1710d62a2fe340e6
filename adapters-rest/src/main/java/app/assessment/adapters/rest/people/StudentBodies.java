package app.assessment.adapters.rest.people;

import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.people.GetStudentUseCase;
import app.assessment.application.port.in.people.StudentData;
import app.assessment.application.port.out.people.SubmissionSummary;
import app.assessment.domain.people.Student;
import app.assessment.domain.people.StudentStatus;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Request and response bodies of the student routes. */
final class StudentBodies {
    private StudentBodies() {
    }

    @Schema(name = "StudentRequest", description = "On create `name` and `status` are required. On update an absent or null "
            + "field keeps its value and an empty string clears an optional text field.")
    record StudentRequest(
            @Schema(maxLength = 200) String name,
            @Schema(enumeration = {"ACTIVE", "INACTIVE", "SUSPENDED", "GRADUATED"}) String status,
            @Schema(minimum = "0", maximum = "150") Integer age,
            @Schema(maxLength = 50) String grade,
            @Schema(maxLength = 50) String gender,
            @Schema(maxLength = 254, format = "email") String email,
            @Schema(maxLength = 30) String phone) {

        StudentData data() {
            return new StudentData(name, QueryValues.optional(status, StudentStatus::fromWire), age, grade, gender, email, phone);
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "Student")
    record StudentResponse(String id, String name,
                           @Schema(enumeration = {"ACTIVE", "INACTIVE", "SUSPENDED", "GRADUATED"}) String status,
                           Integer age, String grade, String gender, String email, String phone, Instant createdAt) {
        static StudentResponse from(Student s) {
            return new StudentResponse(s.id(), s.name(), s.status().wireValue(), s.age(), s.grade(), s.gender(), s.email(),
                    s.phone(), s.createdAt());
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "StudentProfile", description = "The student with their submission history, newest first. `submissions` "
            + "is filled once assignments exist; it includes what the student did as a candidate before promotion.")
    record StudentProfileResponse(String id, String name, String status, Integer age, String grade, String gender,
                                  String email, String phone, Instant createdAt, List<SubmissionItem> submissions) {
        static StudentProfileResponse from(GetStudentUseCase.StudentProfile profile) {
            Student s = profile.student();
            return new StudentProfileResponse(s.id(), s.name(), s.status().wireValue(), s.age(), s.grade(), s.gender(),
                    s.email(), s.phone(), s.createdAt(), profile.submissions().stream().map(SubmissionItem::from).toList());
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    record SubmissionItem(String id, String formId, FormTitle form, BigDecimal totalScore, BigDecimal maxScore,
                          @JsonProperty("isCompleted") boolean isCompleted, Instant createdAt) {
        static SubmissionItem from(SubmissionSummary s) {
            return new SubmissionItem(s.id(), s.formId(), new FormTitle(s.formTitle()), s.totalScore(), s.maxScore(),
                    s.completed(), s.createdAt());
        }
    }

    record FormTitle(String title) {
    }
}
