package app.assessment.application.port.in.payment;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.payment.PaymentListing;
import app.assessment.domain.payment.PaymentStatus;

/** The organization's charges for administrators; the figures cover the whole filter, not the page. */
public interface ListPaymentsUseCase {

    int DEFAULT_PAGE_SIZE = 20;
    int MAX_PAGE_SIZE = 50;

    PaymentListing.Page list(Caller caller, PageRequest page, PaymentStatus status);
}
