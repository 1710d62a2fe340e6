package app.assessment.domain.payment;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;

/**
 * How a charge is paid. Provider methods are charged through the payment provider; external
 * methods are settled outside the service and only recorded. {@code cash} is what a manual
 * confirmation records, so a charge cannot be created with it.
 */
public enum PaymentMethod {
    PIX("PIX", true),
    CREDIT_CARD("CREDIT_CARD", true),
    BOLETO("BOLETO", true),
    PIX_EXTERNO("PIX_EXTERNO", false),
    CARD_EXTERNO_CREDITO("CARD_EXTERNO_CREDITO", false),
    CARD_EXTERNO_DEBITO("CARD_EXTERNO_DEBITO", false),
    CASH("cash", false);

    private final String wireValue;
    private final boolean provider;

    PaymentMethod(String wireValue, boolean provider) {
        this.wireValue = wireValue;
        this.provider = provider;
    }

    public String wireValue() {
        return wireValue;
    }

    /** Charged through the payment provider, which returns an id and a payment link. */
    public boolean isProvider() {
        return provider;
    }

    /** Settled outside the service and the provider; the charge records method and amount only. */
    public boolean isExternal() {
        return !provider && this != CASH;
    }

    public static PaymentMethod fromWire(String value) {
        return Check.wire("method", value, values(), PaymentMethod::wireValue);
    }

    /** A method a new charge may be created with: any but {@code cash}. */
    public static PaymentMethod forNewCharge(String value) {
        return fromWire(value).requireCreatable();
    }

    PaymentMethod requireCreatable() {
        if (this == CASH) {
            throw DomainException.invalid("method", "cash is recorded by manual confirmation and cannot be charged");
        }
        return this;
    }
}
