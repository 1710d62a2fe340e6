package app.assessment.application.port.out.assignment;

import app.assessment.domain.assignment.Assignment;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * An assignment as its public test link sees it, found by the link's token: the assignment, its
 * participant's name, and what besides its own state keeps the test from starting (a charge
 * awaiting payment). Every open, draft and submit starts here, so it is one read.
 */
public interface TestLinkSubjects {

    Optional<Subject> byToken(String token);

    /**
     * @param paymentDue empty when nothing blocks; otherwise what the participant must pay first
     * @param formVersion the version of the assignment's form as this read saw it ({@code FormRepository.byIdAt})
     */
    record Subject(Assignment assignment, String participantName, Optional<PaymentDue> paymentDue, String formVersion) {
    }

    record PaymentDue(String status, BigDecimal amount, String link, String qrCode, String qrCodeText) {
    }
}
