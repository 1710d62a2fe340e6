package app.assessment.adapters.interchange;

import app.assessment.application.port.out.bank.InterchangeQuestion;
import app.assessment.domain.form.EssaySpec;
import app.assessment.domain.form.MatchingSpec;
import app.assessment.domain.form.MultipleChoiceSpec;
import app.assessment.domain.form.NumericSpec;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.OrderingSpec;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.Scoring;
import app.assessment.domain.form.ShortAnswerSpec;
import app.assessment.domain.form.SingleChoiceSpec;
import app.assessment.domain.form.ToleranceType;
import app.assessment.domain.form.TrueFalseSpec;
import java.math.BigDecimal;
import java.util.List;

/**
 * Moodle XML as Moodle exports it, with a few extension elements Moodle's import passes over ({@code scoring},
 * {@code exactmatch}, {@code manualreview}, {@code maxlength}, {@code tolerancetype}, {@code label}) for what its
 * types lack (ADR 0054). Texts are written as plain text; characters XML 1.0 cannot carry are dropped.
 */
final class MoodleXmlWriter {

    String write(List<InterchangeQuestion> questions) {
        StringBuilder out = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n");
        List<String> category = null;
        for (InterchangeQuestion q : questions) {
            if (!q.categoryPath().equals(category)) {
                category = q.categoryPath();
                out.append("  <question type=\"category\">\n    <category><text>")
                        .append(escape(String.join("/", prepend("$course$", category)))).append("</text></category>\n  </question>\n");
            }
            question(out, q);
        }
        return out.append("</quiz>\n").toString();
    }

    private static List<String> prepend(String first, List<String> rest) {
        java.util.ArrayList<String> all = new java.util.ArrayList<>();
        all.add(first);
        all.addAll(rest);
        return all;
    }

    private static void question(StringBuilder out, InterchangeQuestion q) {
        Question question = q.question();
        out.append("  <question type=\"").append(type(question)).append("\">\n");
        out.append("    <name>").append(text(q.name() == null ? "" : q.name())).append("</name>\n");
        out.append("    <questiontext format=\"plain_text\">").append(text(question.text())).append("</questiontext>\n");
        if (question.feedback() != null) {
            out.append("    <generalfeedback format=\"plain_text\">").append(text(question.feedback())).append("</generalfeedback>\n");
        }
        body(out, question);
        if (!q.tags().isEmpty()) {
            out.append("    <tags>");
            q.tags().forEach(tag -> out.append("<tag>").append(text(tag)).append("</tag>"));
            out.append("</tags>\n");
        }
        out.append("  </question>\n");
    }

    private static String type(Question question) {
        return switch (question.type()) {
            case SINGLE_CHOICE -> "multichoice";
            case MULTIPLE_CHOICE -> ((MultipleChoiceSpec) question.spec()).scoring() == Scoring.ALL_OR_NOTHING ? "multichoiceset" : "multichoice";
            case TRUE_FALSE -> "truefalse";
            case SHORT_ANSWER -> "shortanswer";
            case NUMERIC -> "numerical";
            case ESSAY -> "essay";
            case MATCHING -> "matching";
            case ORDERING -> "ordering";
        };
    }

    private static void body(StringBuilder out, Question question) {
        if (question.spec() instanceof SingleChoiceSpec) {
            BigDecimal grade = Weights.grade(question.options().stream().map(Option::points).toList());
            grade(out, grade).append("    <single>true</single>\n");
            question.options().forEach(o -> answer(out, Weights.percent(grade, o.points()), o.text(), o.feedback(), ""));
        } else if (question.spec() instanceof MultipleChoiceSpec s) {
            grade(out, s.points()).append("    <single>false</single>\n");
            element(out, "scoring", s.scoring().name());
            String share = RightAnswers.share(question.options().stream().filter(Option::correct).count());
            boolean set = s.scoring() == Scoring.ALL_OR_NOTHING;
            question.options().forEach(o -> answer(out, new BigDecimal(o.correct() ? (set ? "100" : share) : (set ? "0" : "-" + share)),
                    o.text(), o.feedback(), ""));
        } else if (question.spec() instanceof TrueFalseSpec s) {
            grade(out, s.points());
            Option yes = question.options().get(0);
            Option no = question.options().get(1);
            answer(out, yes.correct() ? Weights.HUNDRED : BigDecimal.ZERO, "true", yes.feedback(), label(yes.text()));
            answer(out, no.correct() ? Weights.HUNDRED : BigDecimal.ZERO, "false", no.feedback(), label(no.text()));
        } else if (question.spec() instanceof ShortAnswerSpec s) {
            BigDecimal grade = Weights.grade(s.accepted().stream().map(ShortAnswerSpec.Accepted::points).toList());
            grade(out, grade);
            element(out, "usecase", "0");
            element(out, "exactmatch", s.exact() ? "1" : "0");
            element(out, "manualreview", s.manualReviewWhenUnmatched() ? "1" : "0");
            s.accepted().forEach(a -> answer(out, Weights.percent(grade, a.points()), a.text(), null, ""));
        } else if (question.spec() instanceof NumericSpec s) {
            BigDecimal grade = Weights.grade(s.accepted().stream().map(NumericSpec.Accepted::points).toList());
            grade(out, grade);
            s.accepted().forEach(a -> answer(out, Weights.percent(grade, a.points()), a.value().toPlainString(), null,
                    "<tolerance>" + a.tolerance().toPlainString() + "</tolerance>"
                            + (a.toleranceType() == ToleranceType.RELATIVE ? "<tolerancetype>relative</tolerancetype>" : "")));
        } else if (question.spec() instanceof EssaySpec s) {
            grade(out, s.points());
            element(out, "maxlength", String.valueOf(s.maxLength()));
        } else if (question.spec() instanceof MatchingSpec s) {
            grade(out, s.points());
            element(out, "scoring", s.scoring().name());
            s.pairs().forEach(p -> subquestion(out, p.prompt(), p.match()));
            s.distractors().forEach(d -> subquestion(out, "", d));
        } else {
            OrderingSpec s = (OrderingSpec) question.spec();
            grade(out, s.points());
            element(out, "gradingtype", s.scoring() == Scoring.ALL_OR_NOTHING ? "ALL_OR_NOTHING" : "RELATIVE_TO_CORRECT");
            for (int i = 0; i < s.items().size(); i++) {
                answer(out, BigDecimal.valueOf(i + 1), s.items().get(i).text(), null, "");
            }
        }
    }

    private static String label(String text) {
        return "<label>" + text(text) + "</label>";
    }

    private static StringBuilder grade(StringBuilder out, BigDecimal grade) {
        return out.append("    <defaultgrade>").append(Weights.format(grade)).append("</defaultgrade>\n");
    }

    private static void element(StringBuilder out, String name, String value) {
        out.append("    <").append(name).append('>').append(escape(value)).append("</").append(name).append(">\n");
    }

    private static void answer(StringBuilder out, BigDecimal fraction, String text, String feedback, String extra) {
        out.append("    <answer fraction=\"").append(Weights.format(fraction)).append("\" format=\"plain_text\">")
                .append(text(text));
        if (feedback != null) {
            out.append("<feedback format=\"plain_text\">").append(text(feedback)).append("</feedback>");
        }
        out.append(extra).append("</answer>\n");
    }

    private static void subquestion(StringBuilder out, String prompt, String match) {
        out.append("    <subquestion format=\"plain_text\">").append(text(prompt))
                .append("<answer>").append(text(match)).append("</answer></subquestion>\n");
    }

    private static String text(String value) {
        return "<text>" + escape(value) + "</text>";
    }

    static String escape(String value) {
        StringBuilder out = new StringBuilder(value.length() + 16);
        value.codePoints().forEach(c -> {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\r' -> out.append("&#13;");
                default -> {
                    if (c == '\t' || c == '\n' || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) || c > 0xFFFF) {
                        out.appendCodePoint(c);
                    }
                }
            }
        });
        return out.toString();
    }
}
