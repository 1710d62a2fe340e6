package app.assessment.adapters.payment.asaas;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.function.Supplier;
import org.eclipse.microprofile.faulttolerance.Bulkhead;

/**
 * One bulkhead shared by every Asaas operation: at most {@code ASAAS_MAX_CONCURRENT_CALLS} (4)
 * of them in flight on this instance, whichever they are. Each holds a request's worker thread
 * for as long as Asaas takes to answer (up to ~3 read timeouts), and the worker pool is sized for
 * short CPU-bound requests; without this, a silent provider could take every thread and stall
 * sign-in, test links and submits too. A call over the limit fails at once with
 * {@code BulkheadException}, which {@link AsaasFailures} turns into the port's failure.
 *
 * <p>The limit is configured under {@code quarkus.fault-tolerance."<this class>/run".bulkhead.value}.
 */
@ApplicationScoped
public class AsaasCallLimit {

    @Bulkhead(4)
    public <T> T run(Supplier<T> operation) {
        return operation.get();
    }
}
