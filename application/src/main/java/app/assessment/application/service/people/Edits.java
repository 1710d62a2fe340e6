package app.assessment.application.service.people;

/**
 * How a sent field changes a stored one. Clients of the original service send only the fields
 * they change, so an absent (null) field keeps its value; an empty text clears an optional
 * field. The name is never cleared this way: a blank name reaches the domain, which refuses it.
 */
final class Edits {

    private Edits() {
    }

    static String name(String sent, String current) {
        return sent == null ? current : sent.strip();
    }

    static String text(String sent, String current) {
        if (sent == null) {
            return current;
        }
        String stripped = sent.strip();
        return stripped.isEmpty() ? null : stripped;
    }

    static <T> T value(T sent, T current) {
        return sent == null ? current : sent;
    }
}
