package app.assessment.application.fakes;

import app.assessment.application.port.out.payment.PaymentListing;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/** Keeps every filter, offset and limit it was asked with; every page is empty. */
public final class RecordingPaymentListing implements PaymentListing {

    public final List<Filter> filters = new ArrayList<>();
    public final List<Long> offsets = new ArrayList<>();
    public final List<Integer> limits = new ArrayList<>();

    @Override
    public Page page(Filter filter, long offset, int limit) {
        filters.add(filter);
        offsets.add(offset);
        limits.add(limit);
        return new Page(List.of(), new Stats(0, 0, 0, BigDecimal.ZERO));
    }
}
