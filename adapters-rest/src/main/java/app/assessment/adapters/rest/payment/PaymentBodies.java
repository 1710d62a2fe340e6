package app.assessment.adapters.rest.payment;

import app.assessment.application.port.out.payment.PaymentListing;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.Charge;
import app.assessment.domain.payment.PaymentStatus;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Bodies of the payment routes, in the original service's field names (spec, "Payment data of an assignment"). */
final class PaymentBodies {
    private PaymentBodies() {
    }

    @Schema(description = "`method`: PIX, CREDIT_CARD, BOLETO (charged through the provider) or PIX_EXTERNO, "
            + "CARD_EXTERNO_CREDITO, CARD_EXTERNO_DEBITO (settled outside, only recorded). `amount`: reais, more than 0, "
            + "at most 2 decimals, at most 1000000. `cpfCnpj` (optional): the payer's CPF or CNPJ, checked by its check "
            + "digits and stored on the student or candidate; the provider methods need one on the participant.")
    record CreateRequest(String method, BigDecimal amount, @Schema(maxLength = 18) String cpfCnpj) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(description = "`paymentRequired` is true while the charge is pending. Without any charge every other field is null. "
            + "A cancelled charge shows no link, QR code or `paymentId`.")
    record StatusResponse(boolean paymentRequired, String paymentStatus, String paymentMethod, BigDecimal paymentAmount,
                          String paymentLink, String paymentQrCode, String paymentQrCodeText, String paymentId, Instant paidAt) {
        static StatusResponse from(AssignmentPayment payment) {
            Optional<Charge> c = payment.current();
            return new StatusResponse(payment.paymentRequired(), c.map(x -> x.status().wireValue()).orElse(null),
                    c.map(PaymentBodies::method).orElse(null), c.map(PaymentBodies::amount).orElse(null),
                    c.map(Charge::paymentLink).orElse(null), c.map(Charge::qrCode).orElse(null), c.map(Charge::qrCodeText).orElse(null),
                    c.map(Charge::providerPaymentId).orElse(null), c.map(Charge::paidAt).orElse(null));
        }
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(description = "`paymentLink` (the provider's invoice page) for PIX, CREDIT_CARD and BOLETO; `paymentQrCode` "
            + "(a data:image/png;base64 URL) and `paymentQrCodeText` (copy and paste) for PIX only. External methods answer "
            + "`ok`, `paymentStatus`, `paymentMethod` and `paymentAmount`.")
    record CreateResponse(boolean ok, String paymentStatus, String paymentMethod, BigDecimal paymentAmount, String paymentLink,
                          String paymentQrCode, String paymentQrCodeText) {
        static CreateResponse from(AssignmentPayment payment) {
            Charge c = payment.current().orElseThrow();
            return new CreateResponse(true, c.status().wireValue(), method(c), amount(c), c.paymentLink(), c.qrCode(), c.qrCodeText());
        }
    }

    record OkResponse(boolean ok) {
        static final OkResponse OK = new OkResponse(true);
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(description = "`status`: the payment status after applying the provider's; `paidAt` when paid, else null.")
    record SyncResponse(boolean ok, String status, Instant paidAt) {
        static SyncResponse from(AssignmentPayment payment) {
            Charge c = payment.current().orElseThrow();
            return new SyncResponse(true, c.status().wireValue(), c.paidAt());
        }
    }

    record Ref(String id, String name) {
        static Ref from(PaymentListing.Ref ref) {
            return ref == null ? null : new Ref(ref.id(), ref.name());
        }
    }

    record FormRef(String id, String title) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(description = "`id` is the assignment's. `createdAt`: when the current charge was created (the list's order, newest "
            + "first). `paymentQrCode` and `paymentQrCodeText` as on the assignment's payment (PIX only). Exactly one of `student` and `candidate` is set, the other null. `teacher`: the user who assigned the test.")
    record PaymentRecord(String id, String paymentStatus, String paymentMethod, BigDecimal paymentAmount, String paymentId,
                         String paymentLink, String paymentQrCode, String paymentQrCodeText, Instant paidAt, Instant createdAt,
                         FormRef form, Ref student, Ref candidate, Ref teacher) {
        static PaymentRecord from(PaymentListing.Row r) {
            return new PaymentRecord(r.assignmentId(), r.status().wireValue(), r.method(), r.amount(), r.providerPaymentId(),
                    r.paymentLink(), r.qrCode(), r.qrCodeText(), r.paidAt(), r.createdAt(), new FormRef(r.form().id(), r.form().name()),
                    Ref.from(r.student()), Ref.from(r.candidate()), Ref.from(r.teacher()));
        }
    }

    @Schema(description = "Over the whole filter, not the page: `pending` and `paid` counts, `totalCollected` the sum of the "
            + "paid amounts in reais.")
    record Stats(long pending, long paid, BigDecimal totalCollected) {
    }

    record Pagination(int page, int pageSize, long total, long totalPages) {
    }

    record PaymentList(List<PaymentRecord> data, Stats stats, Pagination pagination) {
        static PaymentList from(PaymentListing.Page page, int number, int size) {
            var s = page.stats();
            return new PaymentList(page.rows().stream().map(PaymentRecord::from).toList(),
                    new Stats(s.pending(), s.paid(), s.totalCollected()),
                    new Pagination(number, size, s.total(), (s.total() + size - 1) / size));
        }
    }

    private static String method(Charge c) {
        return c.method() == null ? null : c.method().wireValue();
    }

    private static BigDecimal amount(Charge c) {
        return c.amount() == null ? null : c.amount().reais();
    }

    static PaymentStatus status(String value) {
        return value == null || value.isBlank() ? null : PaymentStatus.fromWire(value.strip());
    }
}
