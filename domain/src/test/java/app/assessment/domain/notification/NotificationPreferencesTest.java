package app.assessment.domain.notification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.DomainException;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Set;
import org.junit.jupiter.api.Test;

class NotificationPreferencesTest {

    private static final ZoneId ZONE = ZoneId.of("America/Sao_Paulo");
    private static final Duration DAY = Duration.ofDays(1);

    @Test
    void whatIsNotTurnedOff_isOn_andEachEndOfTheWindowHasItsLead() {
        NotificationPreferences p = new NotificationPreferences(Set.of("email:ASSIGNMENT_REMINDER"), Duration.ofHours(2), DAY, "en",
                ZONE, " Escola Modelo ", " ");
        assertThat(p.isOn(NotificationType.ASSIGNMENT_REMINDER, NotificationChannel.EMAIL)).isFalse();
        assertThat(p.isOn(NotificationType.ASSIGNMENT_CREATED, NotificationChannel.EMAIL)).isTrue();
        assertThat(p.leadFor("opens")).isEqualTo(Duration.ofHours(2));
        assertThat(p.leadFor("closes")).isEqualTo(DAY);
        assertThat(p.senderName()).isEqualTo("Escola Modelo");
        assertThat(p.replyTo()).isNull();
    }

    @Test
    void signInMailsAndAnnouncements_cannotBeTurnedOff() {
        assertThatThrownBy(() -> new NotificationPreferences(Set.of("email:PASSWORD_RESET"), DAY, DAY, "en", ZONE, null, null))
                .isInstanceOf(DomainException.class).hasMessageStartingWith("channels.email.PASSWORD_RESET:");
        assertThatThrownBy(() -> new NotificationPreferences(Set.of("in_app:ANNOUNCEMENT"), DAY, DAY, "en", ZONE, null, null))
                .isInstanceOf(DomainException.class).hasMessageStartingWith("channels.in_app.ANNOUNCEMENT:");
    }

    @Test
    void badValues_nameTheirField() {
        assertThatThrownBy(() -> new NotificationPreferences(Set.of(), Duration.ofMinutes(4), DAY, "en", ZONE, null, null))
                .hasMessageStartingWith("reminderLeadBeforeStart:");
        assertThatThrownBy(() -> new NotificationPreferences(Set.of(), DAY, Duration.ofDays(31), "en", ZONE, null, null))
                .hasMessageStartingWith("reminderLeadBeforeExpiry:");
        assertThatThrownBy(() -> new NotificationPreferences(Set.of(), DAY, DAY, "es", ZONE, null, null))
                .hasMessageStartingWith("locale:");
        assertThatThrownBy(() -> new NotificationPreferences(Set.of(), DAY, DAY, "en", ZONE, "A\nB", null))
                .hasMessageStartingWith("senderName:");
        assertThatThrownBy(() -> new NotificationPreferences(Set.of(), DAY, DAY, "en", ZONE, "A; B", null))
                .hasMessageStartingWith("senderName:");
        assertThatThrownBy(() -> new NotificationPreferences(Set.of(), DAY, DAY, "en", ZONE, null, "nobody"))
                .hasMessageStartingWith("replyTo:");
        assertThatThrownBy(() -> NotificationPreferences.zone("UTC+3")).hasMessageStartingWith("timeZone:");
        assertThat(NotificationPreferences.zone("Asia/Tokyo")).isEqualTo(ZoneId.of("Asia/Tokyo"));
    }
}
