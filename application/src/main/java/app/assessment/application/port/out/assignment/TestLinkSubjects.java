package app.assessment.application.port.out.assignment;

import app.assessment.domain.assignment.Assignment;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * An assignment as its public test link sees it, found by the link's token: the assignment, its
 * participant's name, and its current charge, from which the domain decides whether the test may
 * start ({@code AssignmentPayment.ensureTestCanStart}). Every open, draft and submit starts here,
 * so it is one read.
 */
public interface TestLinkSubjects {

    Optional<Subject> byToken(String token);

    /**
     * @param currentCharge the assignment's current charge whatever its status; empty when it has none
     * @param formVersion the version of the assignment's form as this read saw it ({@code FormRepository.byIdAt})
     */
    record Subject(Assignment assignment, String participantName, Optional<PaymentDue> currentCharge, String formVersion) {
    }

    record PaymentDue(String status, BigDecimal amount, String link, String qrCode, String qrCodeText) {
    }
}
