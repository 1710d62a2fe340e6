package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import java.util.List;

/** The match a participant chose for each prompt of a matching question. */
public record MatchedPairs(String questionId, List<PairMatch> pairs) implements Answer {

    public MatchedPairs {
        Check.id("questionId", questionId);
        pairs = Ids.unique("pairs", Ids.atMost("pairs", Check.list("pairs", pairs), MatchingSpec.PAIRS_MAX),
                PairMatch::pairId, ".pairId");
    }

    @Override
    public String shape() {
        return "pairs";
    }

    /** One prompt (by its pair id) and the match text chosen for it. */
    public record PairMatch(String pairId, String match) {

        public PairMatch {
            Check.id("pairId", pairId);
            Check.text("match", match, MatchingSpec.TEXT_MAX);
        }
    }
}
