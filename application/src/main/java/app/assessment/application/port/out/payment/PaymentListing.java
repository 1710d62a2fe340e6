package app.assessment.application.port.out.payment;

import app.assessment.domain.payment.PaymentStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/** The administrators' list of current charges with the names a client shows beside them. */
public interface PaymentListing {

    /** One page, newest charge first, and the figures of the whole filter. */
    Page page(Filter filter, long offset, int limit);

    /** @param status null for every status */
    record Filter(String organizationId, PaymentStatus status) {
        public Filter {
            Objects.requireNonNull(organizationId, "organizationId");
        }
    }

    record Ref(String id, String name) {
    }

    /** The current charge of one assignment; {@code student} or {@code candidate} is null. */
    record Row(String assignmentId, PaymentStatus status, String method, BigDecimal amount, String providerPaymentId,
               String paymentLink, String qrCode, String qrCodeText, Instant paidAt, Instant createdAt, Ref form, Ref student, Ref candidate, Ref teacher) {
    }

    /** @param totalCollected the sum of the paid charges' amounts */
    record Stats(long total, long pending, long paid, BigDecimal totalCollected) {
    }

    record Page(List<Row> rows, Stats stats) {
        public Page {
            rows = List.copyOf(rows);
        }
    }
}
