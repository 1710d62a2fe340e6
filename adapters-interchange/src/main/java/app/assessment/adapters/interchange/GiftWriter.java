package app.assessment.adapters.interchange;

import app.assessment.application.port.out.bank.InterchangeQuestion;
import app.assessment.domain.form.EssaySpec;
import app.assessment.domain.form.MatchingSpec;
import app.assessment.domain.form.MultipleChoiceSpec;
import app.assessment.domain.form.NumericSpec;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.OrderingSpec;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.ShortAnswerSpec;
import app.assessment.domain.form.SingleChoiceSpec;
import app.assessment.domain.form.ToleranceType;
import app.assessment.domain.form.TrueFalseSpec;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * GIFT as Moodle reads it, plus one {@code // @assessment} comment per question with what GIFT cannot say, so that
 * {@link GiftReader} restores the question exactly (ADR 0054).
 */
final class GiftWriter {

    String write(List<InterchangeQuestion> questions) {
        StringBuilder out = new StringBuilder();
        List<String> category = List.of();
        for (InterchangeQuestion q : questions) {
            if (!q.categoryPath().equals(category)) {
                category = q.categoryPath();
                out.append("$CATEGORY: ").append(String.join("/", category)).append("\n\n");
            }
            if (!q.tags().isEmpty()) {
                out.append("//");
                q.tags().forEach(tag -> out.append(" [tag:").append(tag).append(']'));
                out.append('\n');
            }
            Question question = q.question();
            Extras extras = new Extras().put("type", question.type());
            String block = block(question, extras);
            out.append("// ").append(extras.format()).append('\n');
            if (q.name() != null) {
                out.append("::").append(GiftText.escape(q.name())).append("::");
            }
            String text = GiftText.escape(question.text());
            if (text.startsWith("[") || text.startsWith("//") || text.startsWith("$") || text.isBlank()
                    || Character.isWhitespace(text.charAt(0))) {
                out.append("[plain]");
            }
            out.append(text).append(" {").append(block);
            if (question.feedback() != null) {
                out.append("####").append(GiftText.escape(question.feedback()));
            }
            out.append("}\n\n");
        }
        return out.toString();
    }

    private static String block(Question question, Extras extras) {
        // Java 17: no pattern switch yet; QuestionSpec is sealed, so the last branch is the one type left.
        if (question.spec() instanceof SingleChoiceSpec) {
            return singleChoice(question.options(), extras);
        } else if (question.spec() instanceof MultipleChoiceSpec s) {
            return multipleChoice(question.options(), s, extras);
        } else if (question.spec() instanceof TrueFalseSpec s) {
            return trueFalse(question.options(), s, extras);
        } else if (question.spec() instanceof ShortAnswerSpec s) {
            return shortAnswer(s, extras);
        } else if (question.spec() instanceof NumericSpec s) {
            return numeric(s, extras);
        } else if (question.spec() instanceof EssaySpec s) {
            extras.put("points", Weights.format(s.points())).put("maxLength", s.maxLength());
            return "";
        } else if (question.spec() instanceof MatchingSpec s) {
            return matching(s, extras);
        }
        return ordering((OrderingSpec) question.spec(), extras);
    }

    private static String singleChoice(List<Option> options, Extras extras) {
        BigDecimal grade = Weights.grade(options.stream().map(Option::points).toList());
        extras.put("points", Weights.format(grade));
        StringBuilder out = new StringBuilder();
        for (Option option : options) {
            boolean best = grade.signum() > 0 && option.points().compareTo(grade) == 0;
            out.append("\n").append(best ? "=" : "~%" + Weights.format(Weights.percent(grade, option.points())) + "%");
            if (best && option.text().startsWith("%")) {
                out.append("%100%");
            }
            answer(out, option);
        }
        return out.append('\n').toString();
    }

    /** Moodle's multiple-answer weights for the service's rule: each right answer an equal share, each wrong one minus it. */
    private static String multipleChoice(List<Option> options, MultipleChoiceSpec spec, Extras extras) {
        extras.put("points", Weights.format(spec.points())).put("scoring", spec.scoring());
        long right = options.stream().filter(Option::correct).count();
        String share = RightAnswers.share(right);
        StringBuilder out = new StringBuilder();
        for (Option option : options) {
            out.append("\n~%").append(option.correct() ? "" : "-").append(share).append('%');
            answer(out, option);
        }
        return out.append('\n').toString();
    }

    private static void answer(StringBuilder out, Option option) {
        out.append(GiftText.escape(option.text()));
        if (option.feedback() != null) {
            out.append('#').append(GiftText.escape(option.feedback()));
        }
    }

    /** The first option stands for "true" (ADR 0054); GIFT's first feedback is for a wrong answer, the second for a right one. */
    private static String trueFalse(List<Option> options, TrueFalseSpec spec, Extras extras) {
        Option yes = options.get(0);
        Option no = options.get(1);
        extras.put("points", Weights.format(spec.points()));
        if (!yes.text().equals(TrueFalseSpec.TRUE_TEXT)) {
            extras.put("true", yes.text());
        }
        if (!no.text().equals(TrueFalseSpec.FALSE_TEXT)) {
            extras.put("false", no.text());
        }
        Option right = yes.correct() ? yes : no;
        Option wrong = yes.correct() ? no : yes;
        StringBuilder out = new StringBuilder(yes.correct() ? "TRUE" : "FALSE");
        if (right.feedback() != null || wrong.feedback() != null) {
            out.append('#').append(escapeOrEmpty(wrong.feedback())).append('#').append(escapeOrEmpty(right.feedback()));
        }
        return out.toString();
    }

    private static String escapeOrEmpty(String text) {
        return text == null ? "" : GiftText.escape(text);
    }

    private static String shortAnswer(ShortAnswerSpec spec, Extras extras) {
        BigDecimal grade = Weights.grade(spec.accepted().stream().map(ShortAnswerSpec.Accepted::points).toList());
        extras.put("points", Weights.format(grade)).put("exact", spec.exact()).put("manualReview", spec.manualReviewWhenUnmatched());
        StringBuilder out = new StringBuilder();
        for (ShortAnswerSpec.Accepted accepted : spec.accepted()) {
            String weight = weight(grade, accepted.points());
            if (weight.isEmpty() && accepted.text().startsWith("%")) {
                weight = "%100%";
            }
            out.append("\n=").append(weight).append(GiftText.escape(accepted.text()));
        }
        return out.append('\n').toString();
    }

    /** Empty for full marks (GIFT's plain {@code =}), else {@code %w%}. */
    private static String weight(BigDecimal grade, BigDecimal points) {
        return grade.signum() > 0 && points.compareTo(grade) == 0 ? "" : "%" + Weights.format(Weights.percent(grade, points)) + "%";
    }

    private static String numeric(NumericSpec spec, Extras extras) {
        BigDecimal grade = Weights.grade(spec.accepted().stream().map(NumericSpec.Accepted::points).toList());
        List<String> relative = new ArrayList<>();
        StringBuilder out = new StringBuilder("#");
        for (int i = 0; i < spec.accepted().size(); i++) {
            NumericSpec.Accepted accepted = spec.accepted().get(i);
            if (accepted.toleranceType() == ToleranceType.RELATIVE) {
                relative.add(String.valueOf(i));
            }
            out.append("\n=%").append(Weights.format(Weights.percent(grade, accepted.points()))).append('%')
                    .append(accepted.value().toPlainString()).append(':').append(accepted.tolerance().toPlainString());
        }
        extras.put("points", Weights.format(grade));
        if (!relative.isEmpty()) {
            extras.put("relative", String.join(",", relative));
        }
        return out.append('\n').toString();
    }

    private static String matching(MatchingSpec spec, Extras extras) {
        extras.put("points", Weights.format(spec.points())).put("scoring", spec.scoring());
        StringBuilder out = new StringBuilder();
        for (MatchingSpec.Pair pair : spec.pairs()) {
            out.append("\n=").append(GiftText.escapeSide(pair.prompt())).append(" -> ").append(GiftText.escapeSide(pair.match()));
        }
        for (String distractor : spec.distractors()) {
            out.append("\n= -> ").append(GiftText.escapeSide(distractor));
        }
        return out.append('\n').toString();
    }

    private static String ordering(OrderingSpec spec, Extras extras) {
        extras.put("points", Weights.format(spec.points())).put("scoring", spec.scoring());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < spec.items().size(); i++) {
            out.append("\n=").append(i + 1).append(" -> ").append(GiftText.escapeSide(spec.items().get(i).text()));
        }
        return out.append('\n').toString();
    }
}
