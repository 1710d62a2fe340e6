package app.assessment.bootstrap.form;

import java.util.List;
import java.util.Map;

/** A form with one question of every type but single choice, as a teacher sends it (issue 43). */
public final class TypedQuestions {
    private TypedQuestions() {
    }

    public static Map<String, Object> form(String title) {
        return Map.of("title", title, "isPublished", true,
                "scoreRanges", List.of(Map.of("min", 0, "max", 100, "label", "Qualquer", "color", "#388E3C")),
                "questions", List.of(
                        Map.of("type", "MULTIPLE_CHOICE", "text", "Quais são primos?", "points", 6, "scoring", "PARTIAL",
                                "feedback", "2, 3 e 5 são primos.",
                                "options", List.of(Map.of("text", "2", "correct", true), Map.of("text", "3", "correct", true),
                                        Map.of("text", "4", "feedback", "4 = 2 × 2"), Map.of("text", "5", "correct", true))),
                        Map.of("type", "TRUE_FALSE", "text", "O Sol é uma estrela.", "points", 2,
                                "options", List.of(Map.of("correct", true), Map.of())),
                        Map.of("type", "NUMERIC", "text", "Aceleração da gravidade (m/s²)?", "accepted", List.of(
                                Map.of("value", 9.81, "tolerance", 0.05, "points", 4),
                                Map.of("value", 10, "tolerance", 0.1, "toleranceType", "RELATIVE", "points", 2))),
                        Map.of("type", "SHORT_ANSWER", "text", "Capital do Brasil?", "manualReviewWhenUnmatched", true,
                                "accepted", List.of(Map.of("text", "Brasília", "points", 3))),
                        Map.of("type", "ESSAY", "text", "Explique a fotossíntese.", "points", 10, "maxLength", 500),
                        Map.of("type", "MATCHING", "text", "Ligue país e capital.", "points", 4, "scoring", "PARTIAL",
                                "pairs", List.of(Map.of("id", "pt", "prompt", "Portugal", "match", "Lisboa"),
                                        Map.of("id", "fr", "prompt", "França", "match", "Paris")),
                                "distractors", List.of("Madri")),
                        Map.of("type", "ORDERING", "text", "Ordene do menor ao maior.", "points", 3, "scoring", "ALL_OR_NOTHING",
                                "items", List.of(Map.of("id", "one", "text", "1"), Map.of("id", "two", "text", "2"),
                                        Map.of("id", "three", "text", "3")))));
    }
}
