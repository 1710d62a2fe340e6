package app.assessment.adapters.rest.accommodation;

import app.assessment.domain.attempt.Accommodation;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** An accommodation as the caller may see it: {@code reason} absent unless the caller is an administrator (and one was given). */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Schema(name = "Accommodation", description = "More time for a participant. `reason` only for ADMIN and SUPER_ADMIN on the "
        + "person's own record; others see the size alone.")
public record AccommodationResponse(@Schema(example = "1.5") BigDecimal timeMultiplier, @Schema(example = "15") int extraMinutes,
                                    String reason) {

    /** Null when there is none, so a {@code NON_NULL} member leaves the field out of the body. */
    public static AccommodationResponse from(Optional<Accommodation> accommodation) {
        return accommodation.map(a -> new AccommodationResponse(a.timeMultiplier().stripTrailingZeros(), a.extraMinutes(), a.reason()))
                .orElse(null);
    }
}
