package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import java.util.List;

/** The order a participant put an ordering question's items in, first to last. */
public record ItemOrder(String questionId, List<String> order) implements Answer {

    public ItemOrder {
        Check.id("questionId", questionId);
        order = Ids.answerIds("order", order, OrderingSpec.ITEMS_MAX);
    }

    @Override
    public String shape() {
        return "order";
    }
}
