package app.assessment.domain.form;

import java.util.List;

/**
 * How a form that draws or shuffles is laid out (ADR 0053): its sections and the two shuffles. A form
 * without one is a single fixed section in the authored order, exactly as before draws existed.
 */
public record FormLayout(List<FormSection> sections, boolean shuffleQuestions, boolean shuffleOptions) {

    public FormLayout {
        sections = List.copyOf(sections);
    }

    /** The layout of a form sent the old way: its questions, one fixed section, nothing shuffled. */
    public static FormLayout fixed(List<Question> questions) {
        return new FormLayout(List.of(new FormSection.Fixed(null, questions.stream().map(Question::id).toList(), true)), false,
                false);
    }

    /** Whether each attempt needs an instance of its own: something is drawn or shuffled. */
    public boolean variesPerAttempt() {
        return shuffleQuestions || shuffleOptions || draws();
    }

    /** Whether some section draws from a bank (its attempts hold bank question versions). */
    public boolean draws() {
        return sections.stream().anyMatch(s -> s instanceof FormSection.Drawn);
    }
}
