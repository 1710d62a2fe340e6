package app.assessment.domain.payment;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;

/**
 * An amount in reais: more than zero, at most two decimals (kept with scale 2), at most
 * 1,000,000.00. The ceiling is far above any test fee; it stops a slipped key (an extra zero or
 * three) from reaching the provider as a real charge, and stays below what providers accept
 * for a single PIX or boleto.
 */
public record Amount(BigDecimal reais) {

    public static final BigDecimal MAX = new BigDecimal("1000000.00");

    public Amount {
        Check.required("amount", reais);
        if (reais.signum() <= 0) {
            throw DomainException.invalid("amount", "must be greater than 0");
        }
        if (reais.stripTrailingZeros().scale() > 2) {
            throw DomainException.invalid("amount", "must have at most 2 decimals");
        }
        if (reais.compareTo(MAX) > 0) {
            throw DomainException.invalid("amount", "must be at most 1000000.00");
        }
        reais = reais.setScale(2);
    }

    public static Amount of(String reais) {
        return new Amount(new BigDecimal(reais));
    }
}
