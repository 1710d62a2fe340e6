package app.assessment.adapters.rest.idempotency;

import jakarta.ws.rs.NameBinding;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A creating POST that honours {@code Idempotency-Key} (issue 47): a repeat with the same key and body gets
 * the first answer back, nothing created twice ({@link IdempotencyFilter}). Put it on the resource method.
 */
@NameBinding
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface Idempotent {

    String HEADER = "Idempotency-Key";
    /** Set on a repeated answer, as Stripe does. */
    String REPLAYED = "Idempotent-Replayed";
}
