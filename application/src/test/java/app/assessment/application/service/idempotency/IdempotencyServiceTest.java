package app.assessment.application.service.idempotency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.idempotency.IdempotentRequestsUseCase.Answer;
import app.assessment.application.port.out.idempotency.IdempotencyStore;
import app.assessment.domain.idempotency.IdempotentRequest;
import app.assessment.domain.shared.DomainException;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class IdempotencyServiceTest {

    private final FixedClock clock = new FixedClock(Samples.T0);
    private final Store store = new Store();
    private final IdempotencyService service = new IdempotencyService(store, clock);
    private final IdempotentRequest request = new IdempotentRequest("corg:u:cuser", "key-1", "hash-a");
    private final Answer created = new Answer(201, "application/json", "/api/students/c1", "{\"id\":\"c1\"}".getBytes());

    @Test
    void theFirstClaims_andARepeatAfterItsAnswerGetsTheAnswer() {
        assertThat(service.claim(request)).isEmpty();
        service.finish(request, created);

        Answer again = service.claim(request).orElseThrow();
        assertThat(again.status()).isEqualTo(201);
        assertThat(again.location()).isEqualTo("/api/students/c1");
        assertThat(new String(again.body())).isEqualTo("{\"id\":\"c1\"}");
    }

    @Test
    void aRepeatWhileTheFirstRuns_is409_andAnotherBodyIs422() {
        service.claim(request);

        assertThatThrownBy(() -> service.claim(request)).isInstanceOf(DomainException.class)
                .extracting(e -> ((DomainException) e).code()).isEqualTo("IDEMPOTENCY_KEY_IN_USE");
        assertThatThrownBy(() -> service.claim(new IdempotentRequest("corg:u:cuser", "key-1", "hash-b")))
                .extracting(e -> ((DomainException) e).code()).isEqualTo("IDEMPOTENCY_KEY_REUSED");
    }

    @Test
    void aServerErrorGivesTheClaimUp_soARetryRuns() {
        service.claim(request);
        service.finish(request, new Answer(503, "application/problem+json", null, new byte[0]));

        assertThat(service.claim(request)).isEmpty();
    }

    @Test
    void anAbandonedClaim_isTakenOverAfterTwoMinutes() {
        service.claim(request);
        clock.advance(Duration.ofMinutes(2));

        assertThat(service.claim(request)).isEmpty();
        assertThat(store.rows.get(request.key()).claimedAt()).isEqualTo(Samples.T0.plus(Duration.ofMinutes(2)));
    }

    /** One row per key, as the table's primary key allows. */
    private static final class Store implements IdempotencyStore {
        final Map<String, Stored> rows = new HashMap<>();

        @Override
        public boolean tryClaim(IdempotentRequest request, Instant now) {
            return rows.putIfAbsent(request.key(), new Stored(request.fingerprint(), now, Optional.empty())) == null;
        }

        @Override
        public Optional<Stored> find(IdempotentRequest request) {
            return Optional.ofNullable(rows.get(request.key()));
        }

        @Override
        public boolean takeOver(IdempotentRequest request, Instant claimedAt, Instant now) {
            Stored row = rows.get(request.key());
            if (row == null || !row.claimedAt().equals(claimedAt) || row.answer().isPresent()) {
                return false;
            }
            rows.put(request.key(), new Stored(row.fingerprint(), now, Optional.empty()));
            return true;
        }

        @Override
        public void complete(IdempotentRequest request, Answer answer, Instant now) {
            Stored row = rows.get(request.key());
            rows.put(request.key(), new Stored(row.fingerprint(), row.claimedAt(), Optional.of(answer)));
        }

        @Override
        public void release(IdempotentRequest request) {
            rows.computeIfPresent(request.key(), (k, row) -> row.answer().isPresent() ? row : null);
        }
    }
}
