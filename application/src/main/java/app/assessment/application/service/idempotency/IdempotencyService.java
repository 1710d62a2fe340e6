package app.assessment.application.service.idempotency;

import app.assessment.application.port.in.idempotency.IdempotentRequestsUseCase;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.idempotency.IdempotencyStore;
import app.assessment.domain.idempotency.IdempotentRequest;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Optional;

/**
 * The claim-then-answer protocol over {@link IdempotencyStore}. Not one transaction: the claim commits
 * before the guarded request runs (so a concurrent repeat on another instance sees it), and the answer
 * commits after that request's own transaction. The rules for a repeat are {@link IdempotentRequest}'s.
 */
@ApplicationScoped
public class IdempotencyService implements IdempotentRequestsUseCase {

    private final IdempotencyStore store;
    private final Clock clock;

    public IdempotencyService(IdempotencyStore store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    @Override
    public Optional<Answer> claim(IdempotentRequest request) {
        Instant now = clock.now();
        if (store.tryClaim(request, now)) {
            return Optional.empty();
        }
        // The claimant may have given up in between (a 5xx): then this request claims afresh.
        IdempotencyStore.Stored stored = store.find(request).orElse(null);
        if (stored == null) {
            if (store.tryClaim(request, now)) {
                return Optional.empty();
            }
            throw IdempotentRequest.inFlight();
        }
        return switch (request.repeatOf(stored.fingerprint(), stored.answer().isPresent(), stored.claimedAt(), now)) {
            case REPLAY -> stored.answer();
            case OTHER_REQUEST -> throw IdempotentRequest.otherRequest();
            case IN_FLIGHT -> throw IdempotentRequest.inFlight();
            case ABANDONED -> {
                if (store.takeOver(request, stored.claimedAt(), now)) {
                    yield Optional.empty();
                }
                throw IdempotentRequest.inFlight();
            }
        };
    }

    @Override
    public void finish(IdempotentRequest request, Answer answer) {
        if (IdempotentRequest.keepsAnswer(answer.status())) {
            store.complete(request, answer, clock.now());
        } else {
            store.release(request);
        }
    }

    @Override
    public void release(IdempotentRequest request) {
        store.release(request);
    }
}
