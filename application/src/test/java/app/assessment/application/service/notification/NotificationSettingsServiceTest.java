package app.assessment.application.service.notification;

import app.assessment.application.fakes.InMemoryNotificationPreferences;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.EmptyPorts;
import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.notification.NotificationSettingsUseCases.Settings;
import app.assessment.application.port.out.OrganizationRepository;
import app.assessment.application.port.out.notification.NotificationSettings;
import app.assessment.domain.notification.NotificationPreferences;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import java.time.Duration;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class NotificationSettingsServiceTest {

    private final FixedClock clock = new FixedClock(Samples.T0);
    private final InMemoryNotificationPreferences store = new InMemoryNotificationPreferences();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final NotificationSettings settings = new NotificationSettings("https://app.example", "/{locale}/t/{token}", "pt-BR",
            Duration.ofHours(24), 50, Duration.ofMinutes(5), 500, 3);
    private final OrganizationNotificationPreferences preferences = new OrganizationNotificationPreferences(store, settings);
    private final NotificationSettingsService service = new NotificationSettingsService(store, preferences,
            EmptyPorts.of(OrganizationRepository.class), audit, clock);

    @Test
    void withNothingStored_theDefaultsAreShown_asNotStored() {
        Settings shown = service.get(Samples.caller(Role.SUPER_ADMIN, "root"), null);

        assertThat(shown.stored()).isFalse();
        assertThat(shown.preferences()).isEqualTo(preferences.defaults());
    }

    @Test
    void aChangedLead_movesTheRemindersStillWaiting_andOnlyThatEndsOnes() {
        NotificationPreferences after = with(Duration.ofHours(24), Duration.ofHours(6), "en");

        service.replace(Samples.caller(Role.SUPER_ADMIN, "root"), null, after);

        assertThat(store.stored).containsEntry(Samples.ORG, after);
        assertThat(store.moved).containsExactly("closes " + Duration.ofHours(6));
    }

    @Test
    void theAuditEntry_holdsTheChangedFields_beforeAndAfter() {
        service.replace(Samples.caller(Role.SUPER_ADMIN, "root"), null, with(Duration.ofHours(24), Duration.ofHours(24), "en"));

        assertThat(audit.last().action()).isEqualTo("notification-settings.update");
        assertThat(audit.last().changes()).containsOnlyKeys("locale", "timeZone")
                .containsEntry("locale", Map.of("before", "pt-BR", "after", "en"));
    }

    @Test
    void onlySuperAdministrators_manageThem_andAnUnknownOrganizationIsNotFound() {
        DomainException admin = catchThrowableOfType(DomainException.class, () -> service.get(Samples.caller(Role.ADMIN, "adm"), null));
        DomainException unknown = catchThrowableOfType(DomainException.class,
                () -> service.get(Samples.caller(Role.SUPER_ADMIN, "root"), "nowhere"));

        assertThat(admin.kind()).isEqualTo(DomainException.Kind.FORBIDDEN);
        assertThat(unknown.kind()).isEqualTo(DomainException.Kind.NOT_FOUND);
    }

    private static NotificationPreferences with(Duration beforeStart, Duration beforeExpiry, String locale) {
        return new NotificationPreferences(Set.of(), beforeStart, beforeExpiry, locale, ZoneId.of("UTC"), null, null);
    }
}
