package app.assessment.application.port.out.assignment;

import java.math.BigDecimal;
import java.util.Optional;

/**
 * What, besides its own state, may keep an assignment's test from starting: a charge awaiting
 * payment. The test link asks here before it shows or accepts answers.
 */
public interface StartConditions {

    /** Empty when nothing blocks; otherwise what the participant must pay first. */
    Optional<PaymentDue> paymentDue(String assignmentId);

    record PaymentDue(String status, BigDecimal amount, String link, String qrCode, String qrCodeText) {
    }
}
