package app.assessment.adapters.rest.people;

import app.assessment.adapters.rest.accommodation.AccommodationBody;
import app.assessment.adapters.rest.accommodation.AccommodationField;
import app.assessment.adapters.rest.accommodation.AccommodationResponse;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.people.CandidateData;
import app.assessment.application.port.in.people.GetCandidateUseCase;
import app.assessment.application.port.out.people.AssessmentSummary;
import app.assessment.domain.people.Candidate;
import app.assessment.domain.people.CandidateStatus;
import app.assessment.domain.people.PayerDocument;
import app.assessment.domain.attempt.Accommodation;
import java.util.Optional;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Request and response bodies of the candidate routes. */
final class CandidateBodies {
    private CandidateBodies() {
    }

    @Schema(name = "CandidateRequest", description = "On create `name` is required and `status` defaults to `ACTIVE`. On "
            + "update an absent or null field keeps its value and an empty string clears an optional text field. "
            + "`PROMOTED` is set by promotion only, and a promoted candidate stays `PROMOTED`.")
    record CandidateRequest(
            @Schema(maxLength = 200) String name,
            @Schema(maxLength = 254, format = "email") String email,
            @Schema(maxLength = 30) String phone,
            @Schema(enumeration = {"ACTIVE", "INACTIVE", "APPROVED", "REJECTED"}) String status,
            @Schema(maxLength = 18, description = "The payer's CPF (11 digits) or CNPJ (14 characters, letters allowed in the first 12), checked by its check digits and stored without punctuation; needed before a PIX, card or boleto charge. An empty string clears it.") String cpfCnpj,
            @Schema(implementation = AccommodationBody.class, nullable = true, description = "More time (issue 44). Absent keeps "
                    + "the stored accommodation, `null` removes it, an object sets it (JSON bodies only).")
            AccommodationField accommodation) {

        CandidateData data() {
            return new CandidateData(name, email, phone, QueryValues.optional(status, CandidateStatus::fromWire), cpfCnpj,
                    AccommodationField.edit(accommodation));
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "Candidate")
    record CandidateResponse(String id, String name, String email, String phone,
                             @Schema(enumeration = {"ACTIVE", "INACTIVE", "APPROVED", "REJECTED", "PROMOTED"}) String status,
                             @Schema(description = "The student this candidate became; null until promoted") String promotedStudentId,
                             Instant createdAt,
                             @Schema(description = "In full on the candidate's own record; masked in lists (`***.456.789-**`)")
                             String cpfCnpj,
                             @Schema(description = "Present only when the person has an accommodation; `reason` only for ADMIN and SUPER_ADMIN")
                             @JsonInclude(JsonInclude.Include.NON_NULL) AccommodationResponse accommodation) {
        static CandidateResponse from(Candidate c, Optional<Accommodation> accommodation) {
            return new CandidateResponse(c.id(), c.name(), c.email(), c.phone(), c.status().wireValue(), c.promotedStudentId(),
                    c.createdAt(), c.cpfCnpj(), AccommodationResponse.from(accommodation));
        }

        /** A list row: the payer document masked, no accommodation (lists never show one). */
        static CandidateResponse listed(Candidate c) {
            return new CandidateResponse(c.id(), c.name(), c.email(), c.phone(), c.status().wireValue(), c.promotedStudentId(),
                    c.createdAt(), PayerDocument.mask(c.cpfCnpj()), null);
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "CandidateProfile", description = "The candidate with their assessment history, newest first. "
            + "`assessments` is filled once assignments exist.")
    record CandidateProfileResponse(String id, String name, String email, String phone, String status,
                                    String promotedStudentId, Instant createdAt, String cpfCnpj,
                                    List<AssessmentItem> assessments,
                                    @Schema(description = "Present only when the person has an accommodation; `reason` only for ADMIN and SUPER_ADMIN")
                                    @JsonInclude(JsonInclude.Include.NON_NULL) AccommodationResponse accommodation) {
        static CandidateProfileResponse from(GetCandidateUseCase.CandidateProfile profile, Optional<Accommodation> accommodation) {
            Candidate c = profile.candidate();
            return new CandidateProfileResponse(c.id(), c.name(), c.email(), c.phone(), c.status().wireValue(),
                    c.promotedStudentId(), c.createdAt(), c.cpfCnpj(), profile.assessments().stream().map(AssessmentItem::from).toList(),
                    AccommodationResponse.from(accommodation));
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(description = "A test assigned to the candidate; `submissionId` and the scores are null until submitted. "
            + "`form.title` is the title the test was taken under once submitted (as on the submission), the form's "
            + "current title before.")
    record AssessmentItem(String assignmentId, String formId, StudentBodies.FormTitle form,
                          @Schema(enumeration = {"ACTIVE", "CANCELLED", "COMPLETED"}) String status, String submissionId,
                          BigDecimal totalScore, BigDecimal maxScore, Instant assignedAt) {
        static AssessmentItem from(AssessmentSummary a) {
            return new AssessmentItem(a.assignmentId(), a.formId(), new StudentBodies.FormTitle(a.formTitle()),
                    a.status().wireValue(), a.submissionId(), a.totalScore(), a.maxScore(), a.assignedAt());
        }
    }

    record PromoteResponse(boolean success, String studentId) {
    }
}
