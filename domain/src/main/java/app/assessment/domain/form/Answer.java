package app.assessment.domain.form;

/**
 * One answer as a participant sends it; its shape must fit its question's type (ADR 0049).
 * A question left unanswered simply has no answer and scores 0.
 */
public sealed interface Answer permits ChosenOption, ChosenOptions, NumberAnswer, TextAnswer, MatchedPairs, ItemOrder {

    String questionId();

    /** The shape's name in messages, as the wire calls its key field. */
    String shape();
}
