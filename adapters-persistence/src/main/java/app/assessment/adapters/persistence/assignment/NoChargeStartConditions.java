package app.assessment.adapters.persistence.assignment;

import app.assessment.application.port.out.assignment.StartConditions;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;

/**
 * Until charges exist (the payments feature), nothing but the assignment's own state can keep a
 * test from starting. The payments feature replaces this with a lookup of the current charge.
 */
@ApplicationScoped
public class NoChargeStartConditions implements StartConditions {
    @Override
    public Optional<PaymentDue> paymentDue(String assignmentId) {
        return Optional.empty();
    }
}
