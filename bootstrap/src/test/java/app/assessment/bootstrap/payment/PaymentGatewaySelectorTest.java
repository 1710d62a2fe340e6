package app.assessment.bootstrap.payment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.adapters.payment.PaymentGatewaySelector;
import app.assessment.adapters.payment.simulated.SimulatedPaymentGateway;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PaymentGatewaySelectorTest {

    private final SimulatedPaymentGateway simulated = new SimulatedPaymentGateway("https://demo.example/i/");

    @Test
    void withoutKey_whereSimulationIsAllowed_selectsTheSimulatedProvider() {
        assertThat(new PaymentGatewaySelector(Optional.empty(), true).paymentGateway(null, simulated)).isSameAs(simulated);
    }

    @Test
    void withoutKey_whereSimulationIsNotAllowed_asInProd_refuses() {
        PaymentGatewaySelector selector = new PaymentGatewaySelector(Optional.of(" "), false);

        assertThatThrownBy(() -> selector.paymentGateway(null, simulated))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("ASAAS_API_KEY is not set");
    }

    @Test
    void withKey_neverSelectsTheSimulatedProvider() {
        assertThat(new PaymentGatewaySelector(Optional.of("$aact_prod_0123456789abcdef"), false)
                .paymentGateway(null, simulated)).isNotSameAs(simulated);
    }
}
