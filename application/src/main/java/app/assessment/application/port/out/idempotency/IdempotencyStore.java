package app.assessment.application.port.out.idempotency;

import app.assessment.application.port.in.idempotency.IdempotentRequestsUseCase.Answer;
import app.assessment.domain.idempotency.IdempotentRequest;
import java.time.Instant;
import java.util.Optional;

/**
 * Idempotency-Key records in PostgreSQL. Each method commits on its own: a claim must be visible to
 * other instances before the request it guards runs, and must survive that request's rollback.
 */
public interface IdempotencyStore {

    /** Inserts the claim; false when (caller, key) exists already (whoever inserted it first wins). */
    boolean tryClaim(IdempotentRequest request, Instant now);

    Optional<Stored> find(IdempotentRequest request);

    /** Takes over an abandoned claim, only if it is still the one read ({@code claimedAt}); false if another did. */
    boolean takeOver(IdempotentRequest request, Instant claimedAt, Instant now);

    void complete(IdempotentRequest request, Answer answer, Instant now);

    /** Deletes an uncompleted claim. */
    void release(IdempotentRequest request);

    record Stored(String fingerprint, Instant claimedAt, Optional<Answer> answer) {
    }
}
