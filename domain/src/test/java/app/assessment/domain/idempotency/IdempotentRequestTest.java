package app.assessment.domain.idempotency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.idempotency.IdempotentRequest.Repeat;
import app.assessment.domain.shared.DomainException;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class IdempotentRequestTest {

    private static final Instant T0 = Instant.parse("2026-11-28T10:00:00Z");
    private final IdempotentRequest request = new IdempotentRequest("corg:u:cuser", "k-1", "hash-a");

    @Test
    void aRepeatOfTheSameRequest_getsTheAnswer_orWaitsForIt() {
        assertThat(request.repeatOf("hash-a", true, T0, T0.plusSeconds(3600))).isEqualTo(Repeat.REPLAY);
        assertThat(request.repeatOf("hash-a", false, T0, T0.plusSeconds(119))).isEqualTo(Repeat.IN_FLIGHT);
        assertThat(request.repeatOf("hash-a", false, T0, T0.plusSeconds(120))).isEqualTo(Repeat.ABANDONED);
    }

    @Test
    void anotherRequestWithTheSameKey_isRefusedWhateverItsState() {
        assertThat(request.repeatOf("hash-b", true, T0, T0)).isEqualTo(Repeat.OTHER_REQUEST);
        assertThat(request.repeatOf("hash-b", false, T0, T0)).isEqualTo(Repeat.OTHER_REQUEST);
        assertThat(IdempotentRequest.otherRequest().kind()).isEqualTo(DomainException.Kind.UNPROCESSABLE);
        assertThat(IdempotentRequest.inFlight().kind()).isEqualTo(DomainException.Kind.CONFLICT);
    }

    @Test
    void answersBelow500_areKept_butNotARateLimitOrAServerError() {
        assertThat(IdempotentRequest.keepsAnswer(201)).isTrue();
        assertThat(IdempotentRequest.keepsAnswer(400)).isTrue();
        assertThat(IdempotentRequest.keepsAnswer(409)).isTrue();
        assertThat(IdempotentRequest.keepsAnswer(429)).isFalse();
        assertThat(IdempotentRequest.keepsAnswer(500)).isFalse();
        assertThat(IdempotentRequest.keepsAnswer(503)).isFalse();
    }

    @Test
    void aKey_isOneTo255VisibleAsciiCharacters() {
        assertThat(new IdempotentRequest("c", "x".repeat(255), "h").key()).hasSize(255);
        assertThatThrownBy(() -> new IdempotentRequest("c", "x".repeat(256), "h")).isInstanceOf(DomainException.class);
        assertThatThrownBy(() -> new IdempotentRequest("c", "", "h")).isInstanceOf(DomainException.class);
        assertThatThrownBy(() -> new IdempotentRequest("c", "a b", "h")).isInstanceOf(DomainException.class);
        assertThatThrownBy(() -> new IdempotentRequest("c", "é", "h")).isInstanceOf(DomainException.class);
    }
}
