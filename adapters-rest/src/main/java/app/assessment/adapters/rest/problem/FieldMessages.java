package app.assessment.adapters.rest.problem;

/** Domain validation messages read "field: what is wrong"; this recovers the field for {@code errors}. */
final class FieldMessages {
    private FieldMessages() {
    }

    static Problem.FieldError split(String message) {
        int colon = message == null ? -1 : message.indexOf(": ");
        if (colon <= 0 || message.substring(0, colon).contains(" ")) {
            return new Problem.FieldError("", message);
        }
        return new Problem.FieldError(message.substring(0, colon), message.substring(colon + 2));
    }
}
