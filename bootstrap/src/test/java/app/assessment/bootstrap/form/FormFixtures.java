package app.assessment.bootstrap.form;

import java.util.List;
import java.util.Map;

/** Form bodies as clients send them. */
final class FormFixtures {
    private FormFixtures() {
    }

    static Map<String, Object> form(String title) {
        return Map.of(
                "title", title,
                "description", "Avaliação de ciências",
                "category", "Ciências",
                "isPublished", true,
                "scoreRanges", List.of(
                        Map.of("min", 0, "max", 4.99, "label", "Insuficiente", "color", "#D32F2F"),
                        Map.of("min", 5, "max", 10, "label", "Aprovado", "color", "#388E3C")),
                "questions", List.of(
                        Map.of("text", "Quanto é 2 + 2?", "order", 0, "options", List.of(
                                Map.of("text", "4", "points", 5), Map.of("text", "5", "points", 0))),
                        Map.of("text", "Capital do Brasil?", "order", 1, "options", List.of(
                                Map.of("text", "Brasília", "points", 5), Map.of("text", "São Paulo", "points", 0)))));
    }
}
