package app.assessment.adapters.payment;

import app.assessment.adapters.payment.asaas.AsaasPaymentGateway;
import app.assessment.adapters.payment.simulated.SimulatedPaymentGateway;
import app.assessment.application.port.out.payment.PaymentGateway;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * Chooses the payment provider at run time (docs/api.md §4): Asaas when {@code app.asaas.api-key}
 * is set, else the simulated provider, which only profiles with
 * {@code app.asaas.allow-simulated=true} accept (dev and test; prod sets it false). A start that
 * would fall back where it may not is stopped before any request could take the simulated path;
 * in prod the secrets guard already refuses a missing {@code ASAAS_API_KEY}, this is the second lock.
 */
@ApplicationScoped
public class PaymentGatewaySelector {

    private static final Logger LOG = Logger.getLogger(PaymentGatewaySelector.class);

    private final boolean asaasConfigured;
    private final boolean simulationAllowed;

    @Inject
    public PaymentGatewaySelector(AsaasConfig config) {
        this(config.apiKey(), config.allowSimulated());
    }

    public PaymentGatewaySelector(Optional<String> apiKey, boolean simulationAllowed) {
        this.asaasConfigured = apiKey.filter(key -> !key.isBlank()).isPresent();
        this.simulationAllowed = simulationAllowed;
    }

    void announce(@Observes StartupEvent event, AsaasEndpoint asaas) {
        if (usesAsaas()) {
            LOG.infof("Payment provider: Asaas at %s", asaas.url());
        } else {
            LOG.warn("Payment provider: simulated (no ASAAS_API_KEY); charges are not real");
        }
    }

    @Produces
    @ApplicationScoped
    public PaymentGateway paymentGateway(AsaasPaymentGateway asaas, SimulatedPaymentGateway simulated) {
        return usesAsaas() ? asaas : simulated;
    }

    /** @throws IllegalStateException when there is no key and the simulated provider is not allowed */
    private boolean usesAsaas() {
        if (!asaasConfigured && !simulationAllowed) {
            throw new IllegalStateException(
                    "Refusing the simulated payment provider: ASAAS_API_KEY is not set and app.asaas.allow-simulated is false");
        }
        return asaasConfigured;
    }
}
