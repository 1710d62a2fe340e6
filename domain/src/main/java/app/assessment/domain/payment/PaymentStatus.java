package app.assessment.domain.payment;

import app.assessment.domain.shared.Check;

/** The status of a charge, written in lower case on the wire as the original service did. */
public enum PaymentStatus {
    PENDING("pending"),
    PAID("paid"),
    EXEMPT("exempt"),
    CANCELLED("cancelled");

    private final String wireValue;

    PaymentStatus(String wireValue) {
        this.wireValue = wireValue;
    }

    public String wireValue() {
        return wireValue;
    }

    public static PaymentStatus fromWire(String value) {
        return Check.wire("status", value, values(), PaymentStatus::wireValue);
    }
}
