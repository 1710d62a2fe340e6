package app.assessment.domain.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AuditEntryTest {

    private static final Actor ADMIN = Actor.user("u1", "Ana", "ana@example.com", "o1", "10.0.0.1");

    @Test
    void changes_withSecretKeys_areMaskedAtAnyDepth() {
        Map<String, Object> nested = new LinkedHashMap<>();
        nested.put("resetToken", "abc");
        nested.put("name", "Bia");
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("password", "hunter22");
        changes.put("passwordHash", "$2a$10$x");
        changes.put("email", "bia@example.com");
        changes.put("profile", nested);

        AuditEntry entry = new AuditEntry(Instant.EPOCH, ADMIN, "user.create", "User", "u2", changes);

        assertThat(entry.changes())
                .containsEntry("password", AuditEntry.MASK)
                .containsEntry("passwordHash", AuditEntry.MASK)
                .containsEntry("email", "bia@example.com");
        assertThat(entry.changes().get("profile"))
                .isEqualTo(Map.of("resetToken", AuditEntry.MASK, "name", "Bia"));
    }

    @Test
    void changes_nullSecretValue_staysNullSoAClearedFieldIsVisible() {
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("totpSecret", null);
        AuditEntry entry = new AuditEntry(Instant.EPOCH, ADMIN, "user.2fa.disable", "User", "u1", changes);
        assertThat(entry.changes()).containsEntry("totpSecret", null);
    }

    @Test
    void organizationId_comesFromTheActor() {
        AuditEntry entry = new AuditEntry(Instant.EPOCH, Actor.system("o9"), "cron.run", "Job", null, null);
        assertThat(entry.organizationId()).isEqualTo("o9");
        assertThat(entry.changes()).isEmpty();
    }
}
