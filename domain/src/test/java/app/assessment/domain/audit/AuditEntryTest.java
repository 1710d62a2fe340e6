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
    void changes_namesThatOnlyContainAMarker_areNotMasked() {
        AuditEntry cleanup = new AuditEntry(Instant.EPOCH, Actor.system(null), "cleanup.run", "Cleanup", null,
                Map.of("oneTimeSecrets", 3, "sessions", 2));
        AuditEntry payment = new AuditEntry(Instant.EPOCH, ADMIN, "payment.create", "Assignment", "a1",
                Map.of("barcode", "23793381286000000000", "tokenCount", 1, "hashtags", "#boleto"));

        assertThat(cleanup.changes()).containsEntry("oneTimeSecrets", 3);
        assertThat(payment.changes()).containsEntry("barcode", "23793381286000000000").containsEntry("tokenCount", 1)
                .containsEntry("hashtags", "#boleto");
    }

    @Test
    void changes_secretOfOneEntity_isMaskedThereOnly() {
        AuditEntry user = new AuditEntry(Instant.EPOCH, ADMIN, "auth.2fa.verify", "User", "u1", Map.of("code", "123456"));
        AuditEntry organization = new AuditEntry(Instant.EPOCH, ADMIN, "organization.update", "Organization", "o1",
                Map.of("code", "ESC-01", "webhookToken", "whk_live_1"));

        assertThat(user.changes()).containsEntry("code", AuditEntry.MASK);
        assertThat(organization.changes()).containsEntry("code", "ESC-01").containsEntry("webhookToken", AuditEntry.MASK);
    }

    @Test
    void changes_passwordOfAnyEntity_isMasked() {
        AuditEntry form = new AuditEntry(Instant.EPOCH, ADMIN, "form.update", "Form", "f1", Map.of("password", "s3cret!"));

        assertThat(form.changes()).containsEntry("password", AuditEntry.MASK);
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
