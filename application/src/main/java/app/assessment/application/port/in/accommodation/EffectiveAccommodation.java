package app.assessment.application.port.in.accommodation;

import app.assessment.domain.attempt.Accommodation;
import java.util.Optional;

/**
 * What an attempt at an assignment gets, as the caller may see it (the reason for administrators
 * only), and whose it is: {@code source} is {@code assignment} (its own) or the participant's kind
 * ({@code student}, {@code candidate}). Both empty when none applies.
 */
public record EffectiveAccommodation(String assignmentId, Optional<Accommodation> accommodation, Optional<String> source) {
}
