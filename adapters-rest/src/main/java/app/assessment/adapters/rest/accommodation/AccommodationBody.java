package app.assessment.adapters.rest.accommodation;

import app.assessment.application.port.in.accommodation.AccommodationInput;
import java.math.BigDecimal;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** An accommodation as clients send it (issue 44); the rules are the domain's {@code Accommodation}'s. */
@Schema(name = "AccommodationRequest", description = "More time for a participant: the time limit times `timeMultiplier`, "
        + "plus `extraMinutes`. At least one must give more time (multiplier above 1.0 or minutes above 0).")
public record AccommodationBody(
        @Schema(minimum = "1.0", maximum = "4.0", description = "At most two decimals; absent means 1.0", example = "1.5")
        BigDecimal timeMultiplier,
        @Schema(minimum = "0", maximum = "600", description = "Absent means 0", example = "15") Integer extraMinutes,
        @Schema(maxLength = 500, description = "Why (sensitive: read back by ADMIN and SUPER_ADMIN only, on the person's "
                + "own record; masked in the audit log)") String reason) {

    public AccommodationInput input() {
        return new AccommodationInput(timeMultiplier, extraMinutes, reason);
    }
}
