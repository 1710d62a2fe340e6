package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Items to put in order, given here in the correct order. {@code PARTIAL} = points × concordant
 * item pairs / all item pairs: a pair is concordant when both items are placed and in the right
 * relative order, so an item left out costs every pair it is in.
 */
public record OrderingSpec(List<Item> items, BigDecimal points, Scoring scoring) implements QuestionSpec {

    public static final int ITEMS_MAX = 50;
    public static final int TEXT_MAX = 1000;

    public OrderingSpec {
        items = Ids.unique("items", Ids.atMost("items", Check.list("items", items), ITEMS_MAX), Item::id, ".id");
        if (items.size() < 2) {
            throw DomainException.invalid("items", "must have at least 2 items");
        }
        points = Points.of("points", points);
        Check.required("scoring", scoring);
    }

    @Override
    public QuestionType type() {
        return QuestionType.ORDERING;
    }

    @Override
    public BigDecimal maxPoints(List<Option> options) {
        return points;
    }

    /** The items in an order that reveals nothing of the right one. */
    public List<Item> shuffled(String questionId) {
        return StableOrder.of(questionId, items, Item::id);
    }

    @Override
    public AnswerScore score(Question question, Answer answer) {
        List<String> order = ((ItemOrder) answer).order();
        Map<String, Integer> placed = new HashMap<>();
        for (int i = 0; i < order.size(); i++) {
            String id = order.get(i);
            if (item(id).isEmpty()) {
                throw DomainException.invalid("order[" + i + "]", "item " + id + " is not in question " + question.id());
            }
            placed.put(id, i);
        }
        long concordant = 0;
        for (int a = 0; a < items.size(); a++) {
            Integer first = placed.get(items.get(a).id());
            for (int b = a + 1; b < items.size() && first != null; b++) {
                Integer second = placed.get(items.get(b).id());
                if (second != null && first < second) {
                    concordant++;
                }
            }
        }
        long all = (long) items.size() * (items.size() - 1) / 2;
        if (scoring == Scoring.ALL_OR_NOTHING) {
            return AnswerScore.scored(question.id(), concordant == all ? points : Points.ZERO);
        }
        return AnswerScore.scored(question.id(), Points.share(points, concordant, all));
    }

    Optional<Item> item(String id) {
        return items.stream().filter(item -> item.id().equals(id)).findFirst();
    }

    public record Item(String id, String text) {

        public Item {
            Check.id("id", id);
            Check.text("text", text, TEXT_MAX);
        }
    }
}
