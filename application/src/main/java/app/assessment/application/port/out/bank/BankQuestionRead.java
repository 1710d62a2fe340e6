package app.assessment.application.port.out.bank;

import app.assessment.domain.bank.BankQuestionVersion;
import java.time.Instant;

/**
 * A version of a bank question as read back: the version itself, the bank it belongs to, when the
 * question was created and when this version was written.
 */
public record BankQuestionRead(String bankId, BankQuestionVersion version, Instant questionCreatedAt, Instant versionCreatedAt) {
}
