package app.assessment.application.port.out.bank;

import app.assessment.domain.form.Question;
import java.util.List;

/**
 * A question as a file carries it: the domain question, the category it sits in (outermost first, GIFT's
 * {@code $CATEGORY: top/sub} is {@code [top, sub]}), its title (GIFT's {@code ::name::}, null when none) and tags.
 */
public record InterchangeQuestion(Question question, List<String> categoryPath, String name, List<String> tags) {

    public InterchangeQuestion {
        categoryPath = categoryPath == null ? List.of() : List.copyOf(categoryPath);
        tags = tags == null ? List.of() : List.copyOf(tags);
    }

    public static InterchangeQuestion of(Question question) {
        return new InterchangeQuestion(question, List.of(), null, List.of());
    }
}
