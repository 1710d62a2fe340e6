package app.assessment.domain.payment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

class PaymentValuesTest {

    @Test
    void amount_normalisedToTwoDecimals() {
        assertThat(Amount.of("49.9").reais()).isEqualTo(new BigDecimal("49.90"));
        assertThat(Amount.of("49.9")).isEqualTo(Amount.of("49.900"));
    }

    @ParameterizedTest
    @CsvSource({
        "0, amount: must be greater than 0",
        "-1, amount: must be greater than 0",
        "0.001, amount: must have at most 2 decimals",
        "1000000.01, amount: must be at most 1000000.00"})
    void amount_outOfRule_invalid(String value, String message) {
        assertThatThrownBy(() -> Amount.of(value)).hasMessage(message);
    }

    @Test
    void amount_bounds_allowed() {
        assertThat(Amount.of("0.01").reais()).isEqualTo(new BigDecimal("0.01"));
        assertThat(Amount.of("1000000").reais()).isEqualTo(new BigDecimal("1000000.00"));
    }

    @Test
    void amount_missing_invalid() {
        assertThatThrownBy(() -> new Amount(null)).hasMessage("amount: is required");
    }

    @ParameterizedTest
    @EnumSource(PaymentStatus.class)
    void paymentStatus_wireRoundTrip(PaymentStatus status) {
        assertThat(status.wireValue()).isEqualTo(status.name().toLowerCase());
        assertThat(PaymentStatus.fromWire(status.wireValue())).isEqualTo(status);
    }

    @Test
    void paymentStatus_unknown_invalid() {
        assertThatThrownBy(() -> PaymentStatus.fromWire("PAID"))
                .hasMessage("status: must be one of pending, paid, exempt, cancelled");
    }

    @Test
    void paymentMethod_kinds() {
        assertThat(PaymentMethod.values()).filteredOn(PaymentMethod::isProvider)
                .containsExactly(PaymentMethod.PIX, PaymentMethod.CREDIT_CARD, PaymentMethod.BOLETO);
        assertThat(PaymentMethod.values()).filteredOn(PaymentMethod::isExternal).containsExactly(
                PaymentMethod.PIX_EXTERNO, PaymentMethod.CARD_EXTERNO_CREDITO, PaymentMethod.CARD_EXTERNO_DEBITO);
        assertThat(PaymentMethod.CASH.isProvider()).isFalse();
        assertThat(PaymentMethod.CASH.isExternal()).isFalse();
    }

    @Test
    void paymentMethod_cashOnTheWireIsLowerCase() {
        assertThat(PaymentMethod.CASH.wireValue()).isEqualTo("cash");
        assertThat(PaymentMethod.fromWire("cash")).isEqualTo(PaymentMethod.CASH);
        assertThatThrownBy(() -> PaymentMethod.fromWire("CASH")).hasMessageStartingWith("method: must be one of PIX,");
    }

    @Test
    void paymentMethod_forNewCharge_refusesCash() {
        assertThat(PaymentMethod.forNewCharge("BOLETO")).isEqualTo(PaymentMethod.BOLETO);
        assertThatThrownBy(() -> PaymentMethod.forNewCharge("cash"))
                .hasMessage("method: cash is recorded by manual confirmation and cannot be charged");
    }
}
