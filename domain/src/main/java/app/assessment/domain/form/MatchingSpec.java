package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Prompts each matched to a text, with optional distractors among the texts offered.
 * {@code PARTIAL} = points × correct pairs / pairs.
 */
public record MatchingSpec(List<Pair> pairs, List<String> distractors, BigDecimal points, Scoring scoring)
        implements QuestionSpec {

    public static final int PAIRS_MAX = 50;
    public static final int TEXT_MAX = 1000;

    public MatchingSpec {
        pairs = Ids.unique("pairs", Ids.atMost("pairs", Check.list("pairs", pairs), PAIRS_MAX), Pair::id, ".id");
        if (pairs.isEmpty()) {
            throw DomainException.invalid("pairs", "must have at least one pair");
        }
        distractors = Ids.unique("distractors", Ids.atMost("distractors", Check.list("distractors", distractors), PAIRS_MAX));
        Set<String> matches = new HashSet<>();
        pairs.forEach(p -> matches.add(p.match()));
        for (int i = 0; i < distractors.size(); i++) {
            Check.text("distractors[" + i + "]", distractors.get(i), TEXT_MAX);
            if (matches.contains(distractors.get(i))) {
                throw DomainException.invalid("distractors[" + i + "]", "is also the match of a pair");
            }
        }
        points = Points.of("points", points);
        Check.required("scoring", scoring);
    }

    @Override
    public QuestionType type() {
        return QuestionType.MATCHING;
    }

    @Override
    public BigDecimal maxPoints(List<Option> options) {
        return points;
    }

    /** Every text a prompt may be matched to, each once, in an order that reveals no pair. */
    public List<String> choices(String questionId) {
        Set<String> all = new LinkedHashSet<>();
        pairs.forEach(p -> all.add(p.match()));
        all.addAll(distractors);
        return StableOrder.of(questionId, new ArrayList<>(all), t -> t);
    }

    /** The prompts in an order that reveals nothing of the matches. */
    public List<Pair> prompts(String questionId) {
        return StableOrder.of(questionId, pairs, Pair::id);
    }

    @Override
    public AnswerScore score(Question question, Answer answer) {
        List<MatchedPairs.PairMatch> given = ((MatchedPairs) answer).pairs();
        Set<String> choices = new HashSet<>(distractors);
        pairs.forEach(p -> choices.add(p.match()));
        long right = 0;
        for (int i = 0; i < given.size(); i++) {
            MatchedPairs.PairMatch match = given.get(i);
            String field = "pairs[" + i + "]";
            Pair pair = pair(match.pairId()).orElseThrow(() -> DomainException.invalid(
                    field + ".pairId", "pair " + match.pairId() + " is not in question " + question.id()));
            if (!choices.contains(match.match())) {
                throw DomainException.invalid(field + ".match", "is not one of the question's matches");
            }
            if (pair.match().equals(match.match())) {
                right++;
            }
        }
        if (scoring == Scoring.ALL_OR_NOTHING) {
            return AnswerScore.scored(question.id(), right == pairs.size() ? points : Points.ZERO);
        }
        return AnswerScore.scored(question.id(), Points.share(points, right, pairs.size()));
    }

    Optional<Pair> pair(String id) {
        return pairs.stream().filter(p -> p.id().equals(id)).findFirst();
    }

    public record Pair(String id, String prompt, String match) {

        public Pair {
            Check.id("id", id);
            Check.text("prompt", prompt, TEXT_MAX);
            Check.text("match", match, TEXT_MAX);
        }
    }
}
