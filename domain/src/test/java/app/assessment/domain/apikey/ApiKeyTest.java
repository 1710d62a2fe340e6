package app.assessment.domain.apikey;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import java.time.Duration;
import java.time.Instant;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ApiKeyTest {

    private static final Instant T0 = Instant.parse("2026-11-28T10:00:00Z");
    private static final String SECRET = "A".repeat(42) + "_";

    private static ApiKey key(Instant expiresAt) {
        return ApiKey.create("ckey0000000000000000000001", "corg", "cuser", "ATS", Set.of(ApiScope.FORMS_READ), T0, expiresAt);
    }

    @Test
    void aKey_isUsableUntilItsExpiry_andNeverOnceRevoked() {
        ApiKey expiring = key(T0.plus(Duration.ofHours(1)));
        assertThat(expiring.usableAt(T0.plus(Duration.ofMinutes(59)))).isTrue();
        assertThat(expiring.usableAt(T0.plus(Duration.ofHours(1)))).isFalse();

        ApiKey revoked = new ApiKey(expiring.id(), "corg", "cuser", "ATS", expiring.scopes(), T0, null, T0.plusSeconds(1), null, null);
        assertThat(revoked.usableAt(T0.plusSeconds(2))).isFalse();
        assertThat(key(null).usableAt(T0.plus(Duration.ofDays(3650)))).isTrue();
    }

    @Test
    void lastUse_isDueFirstAndThenAMinuteAfterTheLastWritten() {
        ApiKey unused = key(null);
        assertThat(unused.lastUseDueAt(T0)).isTrue();
        ApiKey used = new ApiKey(unused.id(), "corg", "cuser", "ATS", unused.scopes(), T0, null, null, T0, "10.0.0.1");
        assertThat(used.lastUseDueAt(T0.plusSeconds(59))).isFalse();
        assertThat(used.lastUseDueAt(T0.plusSeconds(60))).isTrue();
    }

    @Test
    void aKeyNeedsANameAScopeAndAFutureExpiry() {
        assertThatThrownBy(() -> ApiKey.create("c1", "corg", "cuser", " ", Set.of(ApiScope.FORMS_READ), T0, null))
                .isInstanceOf(DomainException.class).hasMessageContaining("name");
        assertThatThrownBy(() -> ApiKey.create("c1", "corg", "cuser", "x", Set.of(), T0, null))
                .isInstanceOf(DomainException.class).hasMessageContaining("scope");
        assertThatThrownBy(() -> ApiKey.create("c1", "corg", "cuser", "x", Set.of(ApiScope.FORMS_READ), T0, T0))
                .isInstanceOf(DomainException.class).hasMessageContaining("future");
    }

    @Test
    void theText_namesItsKey_matchesOnlyItsHash_andNeverPrintsTheSecret() {
        ApiKeyText text = ApiKeyText.of("ckey0000000000000000000001", SECRET);

        assertThat(text.text()).isEqualTo("ask_ckey0000000000000000000001_" + SECRET);
        assertThat(ApiKeyText.parse(text.text())).contains(text);
        assertThat(text.matches(text.hash())).isTrue();
        assertThat(ApiKeyText.parse(text.text().replace("AAAA", "AAAB")).orElseThrow().matches(text.hash())).isFalse();
        assertThat(text.toString()).doesNotContain(SECRET);
        assertThat(ApiKeyText.parse("ask_short")).isEmpty();
        assertThat(ApiKeyText.parse("eyJhbGciOiJkaXIi")).isEmpty();
        assertThat(ApiKeyText.looksLikeKey("eyJhbGciOiJkaXIi")).isFalse();
    }

    @Test
    void scopes_haveTheirWireNames_andAKeyReachesOnlyRoutesOfItsScopes() {
        assertThat(ApiScope.fromWire("assignments:write")).isEqualTo(ApiScope.ASSIGNMENTS_WRITE);
        assertThatThrownBy(() -> ApiScope.fromWire("forms:delete")).isInstanceOf(DomainException.class);
        assertThat(Permissions.keyMayUse(Set.of(ApiScope.FORMS_READ), ApiScope.FORMS_READ)).isTrue();
        assertThat(Permissions.keyMayUse(Set.of(ApiScope.FORMS_READ), ApiScope.FORMS_WRITE)).isFalse();
        assertThat(Permissions.keyMayUse(Set.of(ApiScope.values()), null)).isFalse();
    }
}
