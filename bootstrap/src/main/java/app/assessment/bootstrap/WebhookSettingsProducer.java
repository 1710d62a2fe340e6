package app.assessment.bootstrap;

import app.assessment.application.port.out.webhook.WebhookSettings;
import app.assessment.bootstrap.config.WebhooksConfig;
import app.assessment.domain.webhook.WebhookTargetRule;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Duration;

/** The webhooks' settings and target rule (README, "Webhooks"). */
public class WebhookSettingsProducer {

    /** A rotated-out secret signs alongside the new one for a day (issue 47). */
    static final Duration SECRET_OVERLAP = Duration.ofHours(24);

    @Produces
    @Singleton
    WebhookSettings webhookSettings(WebhooksConfig config) {
        return new WebhookSettings(config.batchSize(), config.claimLease(), config.maxPerRun(), config.perEndpoint(),
                config.concurrency(), SECRET_OVERLAP);
    }

    @Produces
    @Singleton
    WebhookTargetRule webhookTargetRule(WebhooksConfig config) {
        return new WebhookTargetRule(config.httpsOnly(), config.allowPrivateTargets());
    }
}
