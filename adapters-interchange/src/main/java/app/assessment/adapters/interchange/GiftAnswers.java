package app.assessment.adapters.interchange;

import app.assessment.domain.form.EssaySpec;
import app.assessment.domain.form.MatchingSpec;
import app.assessment.domain.form.MultipleChoiceSpec;
import app.assessment.domain.form.NumericSpec;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.OrderingSpec;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.form.Scoring;
import app.assessment.domain.form.ShortAnswerSpec;
import app.assessment.domain.form.SingleChoiceSpec;
import app.assessment.domain.form.ToleranceType;
import app.assessment.domain.form.TrueFalseSpec;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The answer block of a GIFT question, {@code {...}} without its braces, as a question of this service. The type
 * follows Moodle's reading of the block unless the {@code @assessment type=} extra names it.
 */
final class GiftAnswers {

    private static final Set<String> TRUE = Set.of("T", "TRUE");
    private static final Set<String> FALSE = Set.of("F", "FALSE");

    private GiftAnswers() {
    }

    /** One {@code =} or {@code ~} answer: its weight when written ({@code %50%}), text and feedback ({@code #}). */
    private record Item(char marker, BigDecimal weight, String raw, String text, String feedback) {

        BigDecimal weightOr(BigDecimal right, BigDecimal wrong) {
            return weight != null ? weight : marker == '=' ? right : wrong;
        }
    }

    static Question question(int position, int order, String text, String block, Extras extras) {
        String body = block;
        String general = null;
        int generalAt = GiftText.indexOf(block, "####", 0);
        if (generalAt >= 0) {
            general = GiftText.unescape(block.substring(generalAt + 4)).strip();
            body = block.substring(0, generalAt);
        }
        body = body.strip();
        QuestionType type = type(extras);
        BigDecimal grade = extras.get("points") == null ? Weights.DEFAULT_GRADE : Weights.parse(extras.get("points"), "points");
        String firstToken = GiftText.unescape(before(body, "#")).strip().toUpperCase(Locale.ROOT);
        if (body.isEmpty()) {
            expect(type, QuestionType.ESSAY);
            Integer maxLength = extras.get("maxLength") == null ? null : Weights.integer(extras.get("maxLength"), "maxLength");
            return Build.question(position, order, text, List.of(), EssaySpec.of(grade, maxLength), general);
        }
        if (body.startsWith("#")) {
            expect(type, QuestionType.NUMERIC);
            return Build.question(position, order, text, List.of(), numeric(body.substring(1), grade, extras), general);
        }
        if (TRUE.contains(firstToken) || FALSE.contains(firstToken)) {
            expect(type, QuestionType.TRUE_FALSE);
            return Build.question(position, order, text, trueFalse(body, TRUE.contains(firstToken), extras), new TrueFalseSpec(grade), general);
        }
        List<Item> items = items(body);
        boolean allRight = items.stream().allMatch(i -> i.marker() == '=');
        if (type == null) {
            type = allRight && items.stream().anyMatch(i -> i.raw().contains("->")) ? QuestionType.MATCHING
                    : allRight ? QuestionType.SHORT_ANSWER
                    : items.stream().anyMatch(i -> i.marker() == '=') ? QuestionType.SINGLE_CHOICE : QuestionType.MULTIPLE_CHOICE;
        }
        Scoring scoring = scoring(extras);
        return switch (type) {
            case SINGLE_CHOICE -> Build.question(position, order, text, singleChoice(items, grade), SingleChoiceSpec.INSTANCE, general);
            case MULTIPLE_CHOICE -> Build.question(position, order, text, multipleChoice(items),
                    new MultipleChoiceSpec(grade, scoring), general);
            case SHORT_ANSWER -> Build.question(position, order, text, List.of(), shortAnswer(items, grade, extras), general);
            case MATCHING -> Build.question(position, order, text, List.of(), matching(items, grade, scoring), general);
            case ORDERING -> Build.question(position, order, text, List.of(), ordering(items, grade, scoring), general);
            default -> throw new Unsupported("a " + type + " question cannot be written as a list of answers");
        };
    }

    private static QuestionType type(Extras extras) {
        String name = extras.get("type");
        if (name == null) {
            return null;
        }
        try {
            return QuestionType.valueOf(name);
        } catch (IllegalArgumentException e) {
            throw new Unsupported("unknown question type " + Weights.abbreviate(name));
        }
    }

    private static Scoring scoring(Extras extras) {
        String name = extras.get("scoring");
        try {
            return name == null ? Scoring.PARTIAL : Scoring.valueOf(name);
        } catch (IllegalArgumentException e) {
            throw new Unsupported("unknown scoring " + Weights.abbreviate(name));
        }
    }

    private static void expect(QuestionType declared, QuestionType found) {
        if (declared != null && declared != found) {
            throw new Unsupported("declared " + declared + " but the answer block is a " + found + " question");
        }
    }

    private static String before(String s, String target) {
        int at = GiftText.indexOf(s, target, 0);
        return at < 0 ? s : s.substring(0, at);
    }

    private static List<Item> items(String body) {
        List<Integer> starts = new ArrayList<>();
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '=' || c == '~') {
                starts.add(i);
            }
        }
        if (starts.isEmpty() || !body.substring(0, starts.get(0)).isBlank()) {
            throw new Unsupported("the answer block must list answers starting with = or ~");
        }
        List<Item> items = new ArrayList<>();
        for (int k = 0; k < starts.size(); k++) {
            int from = starts.get(k) + 1;
            int to = k + 1 < starts.size() ? starts.get(k + 1) : body.length();
            items.add(item(body.charAt(starts.get(k)), body.substring(from, to)));
        }
        return items;
    }

    private static Item item(char marker, String raw) {
        String rest = raw.stripLeading();
        BigDecimal weight = null;
        if (rest.startsWith("%")) {
            int end = rest.indexOf('%', 1);
            if (end < 0) {
                throw new Unsupported("the weight '" + Weights.abbreviate(rest) + "' is not closed by %");
            }
            weight = Weights.parse(rest.substring(1, end), "the weight");
            rest = rest.substring(end + 1);
        }
        int feedbackAt = GiftText.indexOf(rest, "#", 0);
        String answer = feedbackAt < 0 ? rest : rest.substring(0, feedbackAt);
        String feedback = feedbackAt < 0 ? null : Build.blankToNull(GiftText.unescape(rest.substring(feedbackAt + 1)).strip());
        return new Item(marker, weight, answer, GiftText.unescape(answer).strip(), feedback);
    }

    private static List<Option> singleChoice(List<Item> items, BigDecimal grade) {
        List<Option> options = new ArrayList<>();
        for (Item item : items) {
            BigDecimal points = Weights.points(grade, item.weightOr(Weights.HUNDRED, BigDecimal.ZERO));
            options.add(Build.option(options.size(), item.text(), points, false, item.feedback()));
        }
        return options;
    }

    private static List<Option> multipleChoice(List<Item> items) {
        List<Boolean> right = RightAnswers.of(items.stream().map(i -> i.weightOr(Weights.HUNDRED, BigDecimal.ZERO)).toList());
        List<Option> options = new ArrayList<>();
        for (Item item : items) {
            options.add(Build.option(options.size(), item.text(), BigDecimal.ZERO, right.get(options.size()), item.feedback()));
        }
        return options;
    }

    private static List<Option> trueFalse(String body, boolean isTrue, Extras extras) {
        List<String> parts = new ArrayList<>();
        int from = 0;
        for (int at = GiftText.indexOf(body, "#", 0); at >= 0; at = GiftText.indexOf(body, "#", at + 1)) {
            if (from > 0) {
                parts.add(body.substring(from, at));
            }
            from = at + 1;
        }
        if (from > 0) {
            parts.add(body.substring(from));
        }
        if (parts.size() > 2) {
            throw new Unsupported("a true/false answer takes at most two feedbacks (#wrong#right)");
        }
        String wrongFeedback = parts.isEmpty() ? null : GiftText.unescape(parts.get(0)).strip();
        String rightFeedback = parts.size() < 2 ? null : GiftText.unescape(parts.get(1)).strip();
        String trueText = extras.get("true") == null ? TrueFalseSpec.TRUE_TEXT : extras.get("true");
        String falseText = extras.get("false") == null ? TrueFalseSpec.FALSE_TEXT : extras.get("false");
        return List.of(Build.option(0, trueText, BigDecimal.ZERO, isTrue, isTrue ? rightFeedback : wrongFeedback),
                Build.option(1, falseText, BigDecimal.ZERO, !isTrue, isTrue ? wrongFeedback : rightFeedback));
    }

    private static ShortAnswerSpec shortAnswer(List<Item> items, BigDecimal grade, Extras extras) {
        List<ShortAnswerSpec.Accepted> accepted = new ArrayList<>();
        for (Item item : items) {
            noFeedback(item, "a short answer");
            if (item.marker() == '~') {
                throw new Unsupported("a short answer lists only accepted answers (=)");
            }
            accepted.add(new ShortAnswerSpec.Accepted(item.text(), Weights.points(grade, item.weightOr(Weights.HUNDRED, null))));
        }
        return new ShortAnswerSpec(accepted, "true".equals(extras.get("exact")), "true".equals(extras.get("manualReview")));
    }

    private static MatchingSpec matching(List<Item> items, BigDecimal grade, Scoring scoring) {
        List<MatchingSpec.Pair> pairs = new ArrayList<>();
        List<String> distractors = new ArrayList<>();
        for (Item item : items) {
            String[] sides = sides(item);
            if (sides[0].isEmpty()) {
                distractors.add(sides[1]);
            } else {
                pairs.add(new MatchingSpec.Pair(Build.pairId(pairs.size()), sides[0], sides[1]));
            }
        }
        return new MatchingSpec(pairs, distractors, grade, scoring);
    }

    /** Ordering has no GIFT syntax: this service writes it as a matching of positions to items, in order. */
    private static OrderingSpec ordering(List<Item> items, BigDecimal grade, Scoring scoring) {
        List<OrderingSpec.Item> ordered = new ArrayList<>();
        for (Item item : items) {
            String text = item.raw().contains("->") ? sides(item)[1] : item.text();
            ordered.add(new OrderingSpec.Item(Build.itemId(ordered.size()), text));
        }
        return new OrderingSpec(ordered, grade, scoring);
    }

    private static String[] sides(Item item) {
        noFeedback(item, "a matching pair");
        if (item.marker() != '=' || item.weight() != null) {
            throw new Unsupported("matching pairs are written =prompt -> match, without weights");
        }
        int arrow = item.raw().indexOf("->");
        if (arrow < 0) {
            throw new Unsupported("the pair '" + Weights.abbreviate(item.text()) + "' has no ->");
        }
        return new String[] {GiftText.unescape(item.raw().substring(0, arrow)).strip(),
                GiftText.unescape(item.raw().substring(arrow + 2)).strip()};
    }

    private static NumericSpec numeric(String body, BigDecimal grade, Extras extras) {
        String trimmed = body.strip();
        List<Item> items = trimmed.startsWith("=") || trimmed.startsWith("~") ? items(trimmed) : List.of(item('=', trimmed));
        Set<Integer> relative = new HashSet<>();
        if (extras.get("relative") != null && !extras.get("relative").isBlank()) {
            for (String index : extras.get("relative").split(",")) {
                relative.add(Weights.integer(index, "relative index"));
            }
        }
        List<NumericSpec.Accepted> accepted = new ArrayList<>();
        for (Item item : items) {
            noFeedback(item, "a numeric answer");
            BigDecimal points = Weights.points(grade, item.weightOr(Weights.HUNDRED, BigDecimal.ZERO));
            ToleranceType toleranceType = relative.contains(accepted.size()) ? ToleranceType.RELATIVE : ToleranceType.ABSOLUTE;
            String value = GiftText.unescape(item.raw()).strip();
            int range = value.indexOf("..");
            int colon = value.indexOf(':');
            if (range >= 0) {
                BigDecimal low = Weights.parse(value.substring(0, range), "the number");
                BigDecimal high = Weights.parse(value.substring(range + 2), "the number");
                if (high.compareTo(low) < 0) {
                    throw new Unsupported("the range " + Weights.abbreviate(value) + " ends below its start");
                }
                BigDecimal two = BigDecimal.valueOf(2);
                accepted.add(new NumericSpec.Accepted(low.add(high).divide(two), high.subtract(low).divide(two), toleranceType, points));
            } else if (colon >= 0) {
                accepted.add(new NumericSpec.Accepted(Weights.parse(value.substring(0, colon), "the number"),
                        Weights.parse(value.substring(colon + 1), "the tolerance"), toleranceType, points));
            } else {
                accepted.add(new NumericSpec.Accepted(Weights.parse(value, "the number"), BigDecimal.ZERO, toleranceType, points));
            }
        }
        return new NumericSpec(accepted);
    }

    private static void noFeedback(Item item, String what) {
        if (item.feedback() != null) {
            throw new Unsupported("feedback on " + what + " is not kept by the service");
        }
    }
}
