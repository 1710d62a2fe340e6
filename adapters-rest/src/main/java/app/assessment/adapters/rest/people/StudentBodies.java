package app.assessment.adapters.rest.people;

import app.assessment.adapters.rest.accommodation.AccommodationBody;
import app.assessment.adapters.rest.accommodation.AccommodationField;
import app.assessment.adapters.rest.accommodation.AccommodationResponse;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.people.GetStudentUseCase;
import app.assessment.application.port.in.people.StudentData;
import app.assessment.application.port.out.people.SubmissionSummary;
import app.assessment.domain.people.PayerDocument;
import app.assessment.domain.people.Student;
import app.assessment.domain.people.StudentStatus;
import app.assessment.domain.attempt.Accommodation;
import java.util.Optional;
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
            @Schema(maxLength = 30) String phone,
            @Schema(maxLength = 18, description = "The payer's CPF (11 digits) or CNPJ (14 characters, letters allowed in the first 12), checked by its check digits and stored without punctuation; needed before a PIX, card or boleto charge. An empty string clears it.") String cpfCnpj,
            @Schema(implementation = AccommodationBody.class, nullable = true, description = "More time (issue 44). Absent keeps "
                    + "the stored accommodation, `null` removes it, an object sets it (JSON bodies only).")
            AccommodationField accommodation) {

        StudentData data() {
            return new StudentData(name, QueryValues.optional(status, StudentStatus::fromWire), age, grade, gender, email, phone,
                    cpfCnpj, AccommodationField.edit(accommodation));
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "Student")
    record StudentResponse(String id, String name,
                           @Schema(enumeration = {"ACTIVE", "INACTIVE", "SUSPENDED", "GRADUATED"}) String status,
                           Integer age, String grade, String gender, String email, String phone, Instant createdAt,
                           @Schema(description = "In full on the student's own record; masked in lists (`***.456.789-**`)")
                           String cpfCnpj,
                           @Schema(description = "Present only when the person has an accommodation; `reason` only for ADMIN and SUPER_ADMIN")
                           @JsonInclude(JsonInclude.Include.NON_NULL) AccommodationResponse accommodation) {
        static StudentResponse from(Student s, Optional<Accommodation> accommodation) {
            return new StudentResponse(s.id(), s.name(), s.status().wireValue(), s.age(), s.grade(), s.gender(), s.email(),
                    s.phone(), s.createdAt(), s.cpfCnpj(), AccommodationResponse.from(accommodation));
        }

        /** A list row: the payer document masked, no accommodation (lists never show one, docs/api.md). */
        static StudentResponse listed(Student s) {
            return new StudentResponse(s.id(), s.name(), s.status().wireValue(), s.age(), s.grade(), s.gender(), s.email(),
                    s.phone(), s.createdAt(), PayerDocument.mask(s.cpfCnpj()), null);
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "StudentProfile", description = "The student with their submission history, newest first. `submissions` "
            + "is filled once assignments exist; it includes what the student did as a candidate before promotion.")
    record StudentProfileResponse(String id, String name, String status, Integer age, String grade, String gender,
                                  String email, String phone, Instant createdAt, String cpfCnpj,
                                  List<SubmissionItem> submissions,
                                  @Schema(description = "Present only when the person has an accommodation; `reason` only for ADMIN and SUPER_ADMIN")
                                  @JsonInclude(JsonInclude.Include.NON_NULL) AccommodationResponse accommodation) {
        static StudentProfileResponse from(GetStudentUseCase.StudentProfile profile, Optional<Accommodation> accommodation) {
            Student s = profile.student();
            return new StudentProfileResponse(s.id(), s.name(), s.status().wireValue(), s.age(), s.grade(), s.gender(),
                    s.email(), s.phone(), s.createdAt(), s.cpfCnpj(), profile.submissions().stream().map(SubmissionItem::from).toList(),
                    AccommodationResponse.from(accommodation));
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
