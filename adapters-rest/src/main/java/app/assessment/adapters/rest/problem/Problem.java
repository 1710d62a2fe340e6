package app.assessment.adapters.rest.problem;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * RFC 9457 problem details as docs/api.md §2 fixes them. {@code error} repeats {@code detail} for
 * clients of the original service, which read {@code { "error": "..." }}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Schema(name = "Problem", description = "Error body (application/problem+json). `error` repeats `detail` for older clients.")
public record Problem(
        @Schema(example = "about:blank") String type,
        @Schema(example = "Conflict") String title,
        @Schema(example = "409") int status,
        @Schema(example = "Payment is already paid and cannot be cancelled") String detail,
        @Schema(description = "Stable machine code", example = "PAYMENT_ALREADY_PAID") String code,
        @Schema(example = "Payment is already paid and cannot be cancelled") String error,
        @Schema(description = "Field errors, on validation failures only") List<FieldError> errors,
        @Schema(description = "On 500, and on 400 `INVALID_VALUE` (a value the database refused): the id under which the failure is logged") String correlationId,
        @Schema(description = "On 409 `ATTEMPT_COOLDOWN`: when the next attempt may start") Instant availableAt) {

    public static final String MEDIA_TYPE = "application/problem+json";

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record FieldError(String field, String message,
                             @Schema(description = "The file's line (the header is line 1), on import errors only") Integer line) {

        public FieldError(String field, String message) {
            this(field, message, null);
        }
    }

    public static Problem of(int status, String code, String detail) {
        return new Problem("about:blank", HttpTitles.of(status), status, detail, code, detail, null, null, null);
    }

    public Problem withErrors(List<FieldError> fieldErrors) {
        return new Problem(type, title, status, detail, code, error, fieldErrors, correlationId, availableAt);
    }

    public Problem withCorrelationId(String id) {
        return new Problem(type, title, status, detail, code, error, errors, id, availableAt);
    }

    public Problem withAvailableAt(Instant at) {
        return new Problem(type, title, status, detail, code, error, errors, correlationId, at);
    }
}
