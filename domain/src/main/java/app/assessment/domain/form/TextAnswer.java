package app.assessment.domain.form;

import app.assessment.domain.shared.Check;

/**
 * The text given to a short-answer or essay question. Each question bounds its own length; the
 * bound here is the longest any essay may allow. A blank text counts as unanswered.
 */
public record TextAnswer(String questionId, String text) implements Answer {

    public TextAnswer {
        Check.id("questionId", questionId);
        Check.required("text", text);
        Check.optionalText("text", text, EssaySpec.MAX_LENGTH_LIMIT);
    }

    @Override
    public String shape() {
        return "text";
    }
}
