package app.assessment.adapters.payment;

import app.assessment.configuration.Production;
import app.assessment.configuration.Secret;
import io.smallrye.config.ConfigMapping;
import java.util.Optional;
import org.hibernate.validator.constraints.URL;

/** {@code app.asaas}: the Asaas account, its webhook token and the simulated provider (README, docs/api.md §4). */
@ConfigMapping(prefix = "app.asaas")
public interface AsaasConfig {

    /** Without it the service charges through the simulated provider, where {@link #allowSimulated()} permits. */
    Optional<@Secret(variable = "ASAAS_API_KEY", minLength = 20, groups = Production.class) String> apiKey();

    /** Asaas accepts a webhook authentication token of 32 to 255 characters without spaces only. */
    Optional<@Secret(variable = "ASAAS_WEBHOOK_TOKEN", minLength = 32, maxLength = 255, spacesAllowed = false,
            groups = Production.class) String> webhookToken();

    boolean allowSimulated();

    /** Sent as {@code notificationDisabled} on new customers: this service notifies participants itself. */
    boolean customerNotificationsDisabled();

    Simulated simulated();

    interface Simulated {

        /** Invoice link base of the simulated provider's charges. */
        @URL(regexp = "^https?:.*")
        String invoiceBaseUrl();
    }
}
