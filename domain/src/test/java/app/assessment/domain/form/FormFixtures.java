package app.assessment.domain.form;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/** Small builders so each test states only what matters to it. */
final class FormFixtures {

    static final Instant CREATED = Instant.parse("2026-01-10T09:00:00Z");

    private FormFixtures() {
    }

    static Option option(String id, String points) {
        return new Option(id, "option " + id, new BigDecimal(points));
    }

    static Question question(String id, int order, Option... options) {
        return new Question(id, "question " + id, order, List.of(options));
    }

    static ScoreRange range(String min, String max, String label) {
        return new ScoreRange(new BigDecimal(min), new BigDecimal(max), label, "#00AA11");
    }

    static Form form(List<ScoreRange> ranges, Question... questions) {
        return new Form("f1", "org1", "u1", "Maths", null, null, "TEST", "STUDENT", false, false,
                ranges, List.of(questions), CREATED, null);
    }

    static Form form(Question... questions) {
        return form(List.of(), questions);
    }
}
