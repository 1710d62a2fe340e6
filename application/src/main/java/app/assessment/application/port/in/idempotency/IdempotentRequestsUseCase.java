package app.assessment.application.port.in.idempotency;

import app.assessment.domain.idempotency.IdempotentRequest;
import java.util.Optional;

/**
 * Issue 47, {@code Idempotency-Key}: the first request with a key claims it (one row, so of several
 * instances and threads exactly one proceeds); its answer is kept and repeats get it back. A repeat with
 * another body is 422 {@code IDEMPOTENCY_KEY_REUSED}; one while the first is running is 409
 * {@code IDEMPOTENCY_KEY_IN_USE} (both thrown as domain exceptions).
 */
public interface IdempotentRequestsUseCase {

    /** Empty: the caller holds the claim and runs the request; else the first attempt's answer. */
    Optional<Answer> claim(IdempotentRequest request);

    /** Keeps the answer of a claimed request, or gives the claim up when the answer is not kept (5xx). */
    void finish(IdempotentRequest request, Answer answer);

    /** Gives the claim up: the request failed before it had an answer (an exception), so a retry runs it. */
    void release(IdempotentRequest request);

    /** What a repeat is answered: the first response's status, body and the headers that matter. */
    record Answer(int status, String contentType, String location, byte[] body) {

        public Answer {
            body = body == null ? new byte[0] : body.clone();
        }

        @Override
        public byte[] body() {
            return body.clone();
        }
    }
}
