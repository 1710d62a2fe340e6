package app.assessment.application.port.in.accommodation;

import app.assessment.domain.attempt.Accommodation;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;

/**
 * An accommodation as a client sends it: an absent multiplier is 1.0, absent extra minutes 0.
 * Checked by the domain only when it is applied ({@link #toAccommodation}), after the owner was
 * found, so another organization's id answers 404 whatever the body.
 */
public record AccommodationInput(BigDecimal timeMultiplier, Integer extraMinutes, String reason) {

    /**
     * The domain's accommodation. A broken rule names its field under {@code parent} when the body
     * nests the accommodation (e.g. {@code accommodation.timeMultiplier}); with an empty parent, as
     * the domain names it.
     */
    public Accommodation toAccommodation(String parent) {
        try {
            return new Accommodation(timeMultiplier, extraMinutes == null ? 0 : extraMinutes, reason);
        } catch (DomainException e) {
            if (parent.isEmpty() || e.field().isEmpty()) {
                throw e;
            }
            // The record names its own fields, or itself ("accommodation") for a rule over both sizes.
            String field = e.field().get();
            throw DomainException.invalid(field.equals("accommodation") ? parent : parent + "." + field, e.reason());
        }
    }
}
