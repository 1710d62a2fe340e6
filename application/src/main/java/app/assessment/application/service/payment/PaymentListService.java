package app.assessment.application.service.payment;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.payment.ListPaymentsUseCase;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.payment.PaymentListing;
import app.assessment.domain.payment.PaymentStatus;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

@ApplicationScoped
public class PaymentListService implements ListPaymentsUseCase {

    private final PaymentListing listing;

    public PaymentListService(PaymentListing listing) {
        this.listing = listing;
    }

    @Override
    @Transactional
    public PaymentListing.Page list(Caller caller, PageRequest page, PaymentStatus status) {
        if (!Permissions.managesPayments(caller.role())) {
            throw DomainException.forbidden("FORBIDDEN", "Only administrators manage payments");
        }
        return listing.page(new PaymentListing.Filter(caller.organizationId(), status), page.offset(), page.size());
    }
}
