package app.assessment.application.service.webhook;

import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.user.UserRepository;
import app.assessment.application.port.out.webhook.WebhookOutbox;
import app.assessment.application.port.out.webhook.WebhookOutbox.Disabled;
import app.assessment.application.port.out.webhook.WebhookOutbox.Outcome;
import app.assessment.application.service.notification.NotificationEnqueuer;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.user.Permissions;
import app.assessment.domain.user.User;
import app.assessment.domain.webhook.EndpointHealth;
import app.assessment.domain.webhook.WebhookEndpoint;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * A dispatch batch's outcomes, written in one transaction with what an endpoint they disable entails (issue 47):
 * the disabling is audited ({@code webhook.disable}, the system as actor) and each active administrator of its
 * organization is told in the app and by e-mail, through the notifications' outbox, so a disabling is never
 * committed without its notices. An endpoint is disabled once (only an enabled one is), so it is announced once.
 */
@ApplicationScoped
public class WebhookOutcomes {

    private final WebhookOutbox outbox;
    private final AuditTrail audit;
    private final NotificationEnqueuer notifications;
    private final UserRepository users;

    public WebhookOutcomes(WebhookOutbox outbox, AuditTrail audit, NotificationEnqueuer notifications, UserRepository users) {
        this.outbox = outbox;
        this.audit = audit;
        this.notifications = notifications;
        this.users = users;
    }

    /** Answers how many endpoints the outcomes disabled. */
    @Transactional
    public int record(List<Outcome> outcomes, Instant now) {
        List<Disabled> disabled = outbox.record(outcomes, now, EndpointHealth.DISABLE_AFTER);
        for (Disabled endpoint : disabled) {
            audit.record(new AuditEntry(now, Actor.system(endpoint.organizationId()), "webhook.disable", "Webhook",
                    endpoint.endpointId(), Map.of("enabled", false, "reason", EndpointHealth.DISABLED_REASON)));
            notifications.webhookEndpointDisabled(endpoint.organizationId(), WebhookEndpoint.shownUrl(endpoint.url()),
                    EndpointHealth.DISABLED_REASON, administrators(endpoint.organizationId()));
        }
        return disabled.size();
    }

    private List<String> administrators(String organizationId) {
        return users.inOrganization(organizationId).stream().filter(user -> user.active() && Permissions.managesWebhooks(user.role()))
                .map(User::id).toList();
    }
}
