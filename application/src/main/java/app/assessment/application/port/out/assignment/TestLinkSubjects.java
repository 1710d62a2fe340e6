package app.assessment.application.port.out.assignment;

import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.attempt.Attempt;
import app.assessment.domain.attempt.AttemptSettings;
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

    /** The same read by the assignment's id (the closing job knows attempts, not tokens). */
    Optional<Subject> byAssignmentId(String assignmentId);

    /**
     * @param currentCharge the assignment's current charge whatever its status; empty when it has none
     * @param formVersion the version of the assignment's form as this read saw it ({@code FormRepository.byIdAt})
     * @param settings the assignment's attempt settings (ADR 0051)
     * @param openAttempt the attempt under way, read by the same statement (no round trip of its own)
     * @param openAttemptInstanced whether that attempt was given an instance (ADR 0053), read by the same statement: the
     *                             form it shows is then kept in memory by form version and attempt id
     */
    record Subject(Assignment assignment, String participantName, Optional<PaymentDue> currentCharge, String formVersion,
                   AttemptSettings settings, Optional<Attempt> openAttempt, boolean openAttemptInstanced) {
        public Subject {
            settings = settings == null ? AttemptSettings.DEFAULTS : settings;
            openAttempt = openAttempt == null ? Optional.empty() : openAttempt;
            openAttemptInstanced = openAttemptInstanced && openAttempt.isPresent();
        }

        /** An open attempt, if any, whose instance is not known to this read. */
        public Subject(Assignment assignment, String participantName, Optional<PaymentDue> currentCharge, String formVersion,
                       AttemptSettings settings, Optional<Attempt> openAttempt) {
            this(assignment, participantName, currentCharge, formVersion, settings, openAttempt, false);
        }

        /** With the default attempt settings and no attempt under way. */
        public Subject(Assignment assignment, String participantName, Optional<PaymentDue> currentCharge, String formVersion) {
            this(assignment, participantName, currentCharge, formVersion, AttemptSettings.DEFAULTS, Optional.empty());
        }
    }

    record PaymentDue(String status, BigDecimal amount, String link, String qrCode, String qrCodeText) {
    }
}
