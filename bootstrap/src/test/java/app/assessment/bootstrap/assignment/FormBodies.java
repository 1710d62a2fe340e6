package app.assessment.bootstrap.assignment;

import java.util.List;
import java.util.Map;

public final class FormBodies {
    private FormBodies() {
    }

    public static Map<String, Object> science(String title) {
        return Map.of(
                "title", title,
                "isPublished", true,
                "scoreRanges", List.of(
                        Map.of("min", 0, "max", 4.99, "label", "Insuficiente", "color", "#D32F2F"),
                        Map.of("min", 5, "max", 100, "label", "Aprovado", "color", "#388E3C")),
                "questions", List.of(
                        Map.of("text", "Quanto é 2 + 2?", "options", List.of(Map.of("text", "4", "points", 5), Map.of("text", "5", "points", 0))),
                        Map.of("text", "Capital do Brasil?", "options", List.of(Map.of("text", "Brasília", "points", 5),
                                Map.of("text", "São Paulo", "points", 0)))));
    }
}
