package app.assessment.application.port.out.form;

import app.assessment.domain.form.Form;
import java.util.List;

/**
 * One page of forms (without their questions) and the total over the whole filter.
 *
 * @param totalCapped a search matched more than SearchTotals.EXACT_UP_TO, which {@code total} then is
 */
public record FormPage(List<Item> items, long total, boolean totalCapped) {

    /** An exact total. */
    public FormPage(List<Item> items, long total) {
        this(items, total, false);
    }

    public record Item(Form form, int questionCount, int submissionCount) {
    }
}
