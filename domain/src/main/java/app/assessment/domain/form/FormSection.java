package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.util.List;

/**
 * A part of a form: its own fixed questions (by id, the questions themselves stay on the form) or a
 * draw from a bank. {@code shuffle} false pins the section's order whatever the form says.
 */
public sealed interface FormSection {

    int TITLE_MAX = 200;

    String title();

    boolean shuffle();

    record Fixed(String title, List<String> questionIds, boolean shuffle) implements FormSection {
        public Fixed {
            Check.optionalText("title", title, TITLE_MAX);
            questionIds = List.copyOf(questionIds);
        }
    }

    record Drawn(String title, DrawRule draw, boolean shuffle) implements FormSection {
        public Drawn {
            Check.optionalText("title", title, TITLE_MAX);
            Check.required("draw", draw);
        }
    }

    /** Which bank questions a section draws from and how many. */
    record DrawRule(String bankId, String categoryId, boolean includeSubcategories, List<String> tags, int count) {
        public static final int COUNT_MAX = 500;
        public static final int TAG_MAX = 100;

        public DrawRule {
            Check.id("bankId", bankId);
            tags = tags == null ? List.of() : Check.list("tags", tags);
            for (int i = 0; i < tags.size(); i++) {
                Check.text("tags[" + i + "]", tags.get(i), TAG_MAX);
            }
            if (count < 1 || count > COUNT_MAX) {
                throw DomainException.invalid("count", "must be between 1 and " + COUNT_MAX);
            }
        }
    }
}
