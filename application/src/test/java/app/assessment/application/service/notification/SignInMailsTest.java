package app.assessment.application.service.notification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.application.fakes.EmptyPorts;
import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.RecordingOutbox;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.out.mail.MailMessage;
import app.assessment.application.port.out.notification.NotificationOutbox.SentMail;
import app.assessment.application.port.out.notification.NotificationPreferencesStore;
import app.assessment.application.port.out.notification.NotificationRenderer;
import app.assessment.application.port.out.notification.NotificationSettings;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SignInMailsTest {

    private static final User ANA = new User("cuser0000000000000000000001", Samples.ORG, "ana@example.com", null, "Ana", null, null,
            "hash", Role.PROFESSOR, true, 0, null, null, null, null, Samples.T0, Samples.T0);

    /** A template that writes every secret into the subject, as an organization's override may. */
    private final NotificationRenderer renderer = (organizationId, locale, type, values) -> new NotificationRenderer.Rendered(
            "Code " + values.get("code") + " link " + values.get("link"), "text " + values.get("code") + values.get("link"), null);
    private final List<MailMessage> mailed = new ArrayList<>();
    private final RecordingOutbox outbox = new RecordingOutbox();
    private final FixedClock clock = new FixedClock(Samples.T0);

    private SignInMails mails(boolean smtpUp) {
        OrganizationNotificationPreferences preferences = new OrganizationNotificationPreferences(
                EmptyPorts.of(NotificationPreferencesStore.class), new NotificationSettings("https://app.example",
                "/{locale}/t/{token}", "pt-BR", Duration.ofHours(24), 50, Duration.ofMinutes(5), 500, 3));
        return new SignInMails(renderer, preferences, message -> {
            if (!smtpUp) {
                throw new IllegalStateException("SMTP down");
            }
            mailed.add(message);
        }, outbox, new SequentialIds(), clock);
    }

    @Test
    void aSentCode_isListedAsSent_withoutTheCode() {
        mails(true).sendSecondFactorCode(ANA, "123456", Duration.ofMinutes(10));

        assertThat(mailed).singleElement().satisfies(mail -> assertThat(mail.subject()).isEqualTo("Code 123456 link "));
        assertThat(outbox.sent).containsExactly(new SentMail("id1", Samples.ORG, NotificationType.SECOND_FACTOR_CODE, ANA.id(),
                "ana@example.com", "Ana", "Code *** link ", Samples.T0));
    }

    @Test
    void aSentResetLink_isListedAsSent_withoutTheLinkOrItsToken() {
        String token = "abc_DEF-123";
        mails(true).sendPasswordReset(ANA, "https://app.example/pt/reset-password?token=" + token, token, Duration.ofMinutes(30));

        assertThat(mailed).singleElement().satisfies(mail -> assertThat(mail.text()).contains(token));
        assertThat(outbox.sent).singleElement().satisfies(row -> {
            assertThat(row.type()).isEqualTo(NotificationType.PASSWORD_RESET);
            assertThat(row.subject()).isEqualTo("Code  link ***");
        });
    }

    @Test
    void aMailThatDidNotLeave_isNotListed() {
        assertThatThrownBy(() -> mails(false).sendSecondFactorCode(ANA, "123456", Duration.ofMinutes(10)))
                .hasMessage("SMTP down");

        assertThat(outbox.sent).isEmpty();
    }
}
