package app.assessment.domain.form;

import app.assessment.domain.shared.DomainException;
import java.util.ArrayList;
import java.util.List;

/**
 * An answer in the flat form clients and drafts carry it: {@code questionId} and exactly one of
 * {@code optionId}, {@code optionIds}, {@code number} (its string form, decimal comma or point),
 * {@code text}, {@code pairs}, {@code order}, whose name is the answer's shape (ADR 0049).
 */
public record AnswerFields(String questionId, String optionId, List<String> optionIds, String number, String text,
                           List<MatchedPairs.PairMatch> pairs, List<String> order) {

    /** The answer these fields make; invalid, naming the fields, unless exactly one shape is given. */
    public Answer toAnswer() {
        List<String> given = new ArrayList<>(1);
        if (optionId != null) {
            given.add("optionId");
        }
        if (optionIds != null) {
            given.add("optionIds");
        }
        if (number != null) {
            given.add("number");
        }
        if (text != null) {
            given.add("text");
        }
        if (pairs != null) {
            given.add("pairs");
        }
        if (order != null) {
            given.add("order");
        }
        String shapes = "optionId, optionIds, number, text, pairs, order";
        if (given.isEmpty()) {
            // Names the answer itself (the caller's path), which has none of the fields.
            throw DomainException.invalidRequest("an answer takes one of " + shapes);
        }
        if (given.size() > 1) {
            throw DomainException.invalid(given.get(1), "an answer takes exactly one of " + shapes + "; given: " + given);
        }
        return switch (given.get(0)) {
            case "optionId" -> new ChosenOption(questionId, optionId);
            case "optionIds" -> new ChosenOptions(questionId, optionIds);
            case "number" -> NumberAnswer.parse(questionId, number);
            case "text" -> new TextAnswer(questionId, text);
            case "pairs" -> new MatchedPairs(questionId, pairs);
            default -> new ItemOrder(questionId, order);
        };
    }

    /** The flat form of an answer; the number in its plain string form, exact. */
    public static AnswerFields of(Answer answer) {
        if (answer instanceof ChosenOption a) {
            return new AnswerFields(a.questionId(), a.optionId(), null, null, null, null, null);
        }
        if (answer instanceof ChosenOptions a) {
            return new AnswerFields(a.questionId(), null, a.optionIds(), null, null, null, null);
        }
        if (answer instanceof NumberAnswer a) {
            return new AnswerFields(a.questionId(), null, null, a.number().toPlainString(), null, null, null);
        }
        if (answer instanceof TextAnswer a) {
            return new AnswerFields(a.questionId(), null, null, null, a.text(), null, null);
        }
        if (answer instanceof MatchedPairs a) {
            return new AnswerFields(a.questionId(), null, null, null, null, a.pairs(), null);
        }
        ItemOrder a = (ItemOrder) answer;
        return new AnswerFields(a.questionId(), null, null, null, null, null, a.order());
    }
}
