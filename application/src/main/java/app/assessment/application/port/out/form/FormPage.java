package app.assessment.application.port.out.form;

import app.assessment.domain.form.Form;
import java.util.List;

/** One page of forms (without their questions) and the total over the whole filter. */
public record FormPage(List<Item> items, long total) {

    public record Item(Form form, int questionCount, int submissionCount) {
    }
}
