package app.assessment.adapters.interchange;

import app.assessment.application.port.out.bank.InterchangeQuestion;
import app.assessment.application.port.out.bank.ParsedQuestions;
import app.assessment.domain.form.EssaySpec;
import app.assessment.domain.form.MatchingSpec;
import app.assessment.domain.form.MultipleChoiceSpec;
import app.assessment.domain.form.NumericSpec;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.OrderingSpec;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.QuestionSpec;
import app.assessment.domain.form.Scoring;
import app.assessment.domain.form.ShortAnswerSpec;
import app.assessment.domain.form.SingleChoiceSpec;
import app.assessment.domain.form.ToleranceType;
import app.assessment.domain.form.TrueFalseSpec;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Moodle XML ({@code <quiz><question type="...">}): the types this service has, the {@code category} pseudo-question,
 * and the extension elements {@link MoodleXmlWriter} adds for what Moodle lacks. A question's position is the
 * 1-based index of its {@code <question>} element.
 */
final class MoodleXmlReader {

    ParsedQuestions read(byte[] bytes) {
        Document document = SecureXml.parse(bytes);
        Element quiz = document.getDocumentElement();
        if (!"quiz".equals(quiz.getTagName())) {
            throw FileText.malformed(1, "the root element must be <quiz>, not <" + quiz.getTagName() + ">");
        }
        Build build = new Build();
        List<String> category = List.of();
        int position = 0;
        for (Element element : children(quiz, "question")) {
            position++;
            String type = element.getAttribute("type");
            if ("category".equals(type)) {
                category = categoryPath(text(child(element, "category")));
                continue;
            }
            String name = Build.blankToNull(text(child(element, "name")));
            int at = position;
            List<String> path = category;
            build.add(at, name, () -> new InterchangeQuestion(question(element, type, at, build.order()), path, name, tags(element)));
        }
        return build.result();
    }

    private static Question question(Element q, String type, int position, int order) {
        String text = text(child(q, "questiontext"));
        String feedback = text(child(q, "generalfeedback"));
        BigDecimal grade = decimal(q, "defaultgrade", Weights.DEFAULT_GRADE);
        List<Element> answers = children(q, "answer");
        QuestionSpec spec;
        List<Option> options = List.of();
        switch (type) {
            case "multichoice" -> {
                boolean single = !List.of("false", "0").contains(value(q, "single", "true").strip().toLowerCase());
                if (single) {
                    options = choices(answers, a -> Weights.points(grade, fraction(a)), a -> false);
                    spec = SingleChoiceSpec.INSTANCE;
                } else {
                    List<Boolean> right = RightAnswers.of(answers.stream().map(MoodleXmlReader::fraction).toList());
                    options = choices(answers, a -> BigDecimal.ZERO, a -> right.get(answers.indexOf(a)));
                    spec = new MultipleChoiceSpec(grade, scoring(q, Scoring.PARTIAL));
                }
            }
            case "multichoiceset" -> {
                options = choices(answers, a -> BigDecimal.ZERO, a -> fraction(a).signum() > 0);
                spec = new MultipleChoiceSpec(grade, Scoring.ALL_OR_NOTHING);
            }
            case "truefalse" -> {
                options = trueFalse(answers);
                spec = new TrueFalseSpec(grade);
            }
            case "shortanswer" -> spec = shortAnswer(q, answers, grade);
            case "numerical" -> spec = numerical(q, answers, grade);
            case "matching" -> spec = matching(q, grade);
            case "essay" -> spec = EssaySpec.of(grade, child(q, "maxlength") == null ? null : Weights.integer(value(q, "maxlength", ""), "maxlength"));
            case "ordering" -> spec = ordering(q, answers, grade);
            default -> throw new Unsupported("Moodle's " + (type.isBlank() ? "untyped" : Weights.abbreviate(type)) + " questions are not supported");
        }
        return Build.question(position, order, text, options, spec, feedback);
    }

    private static List<Option> choices(List<Element> answers, java.util.function.Function<Element, BigDecimal> points,
                                        java.util.function.Predicate<Element> right) {
        List<Option> options = new ArrayList<>();
        for (Element answer : answers) {
            options.add(Build.option(options.size(), text(answer), points.apply(answer), right.test(answer), text(child(answer, "feedback"))));
        }
        return options;
    }

    /** Moodle's answers are "true" and "false"; this service's first option is the true one (ADR 0054). */
    private static List<Option> trueFalse(List<Element> answers) {
        Element yes = null;
        Element no = null;
        for (Element answer : answers) {
            String word = text(answer).toLowerCase();
            if (word.equals("true")) {
                yes = answer;
            } else if (word.equals("false")) {
                no = answer;
            }
        }
        if (yes == null || no == null || answers.size() != 2) {
            throw new Unsupported("a true/false question needs the answers true and false");
        }
        return List.of(tfOption(0, yes, TrueFalseSpec.TRUE_TEXT), tfOption(1, no, TrueFalseSpec.FALSE_TEXT));
    }

    private static Option tfOption(int index, Element answer, String defaultLabel) {
        String label = child(answer, "label") == null ? defaultLabel : text(child(answer, "label"));
        return Build.option(index, label, BigDecimal.ZERO, fraction(answer).signum() > 0, text(child(answer, "feedback")));
    }

    private static ShortAnswerSpec shortAnswer(Element q, List<Element> answers, BigDecimal grade) {
        List<ShortAnswerSpec.Accepted> accepted = new ArrayList<>();
        for (Element answer : answers) {
            noFeedback(answer, "a short answer");
            accepted.add(new ShortAnswerSpec.Accepted(text(answer), Weights.points(grade, fraction(answer))));
        }
        boolean exact = child(q, "exactmatch") != null ? truthy(value(q, "exactmatch", "0")) : truthy(value(q, "usecase", "0"));
        return new ShortAnswerSpec(accepted, exact, truthy(value(q, "manualreview", "0")));
    }

    private static NumericSpec numerical(Element q, List<Element> answers, BigDecimal grade) {
        if (child(q, "units") != null && !children(child(q, "units"), "unit").isEmpty()) {
            throw new Unsupported("numerical units are not supported");
        }
        List<NumericSpec.Accepted> accepted = new ArrayList<>();
        for (Element answer : answers) {
            noFeedback(answer, "a numeric answer");
            String value = text(answer);
            if (value.equals("*")) {
                throw new Unsupported("the catch-all answer * is not supported");
            }
            ToleranceType type = "relative".equals(value(answer, "tolerancetype", "")) ? ToleranceType.RELATIVE : ToleranceType.ABSOLUTE;
            accepted.add(new NumericSpec.Accepted(Weights.parse(value, "the number"), decimal(answer, "tolerance", BigDecimal.ZERO),
                    type, Weights.points(grade, fraction(answer))));
        }
        return new NumericSpec(accepted);
    }

    private static MatchingSpec matching(Element q, BigDecimal grade) {
        List<MatchingSpec.Pair> pairs = new ArrayList<>();
        List<String> distractors = new ArrayList<>();
        for (Element sub : children(q, "subquestion")) {
            String prompt = text(sub);
            String match = text(child(sub, "answer"));
            if (prompt.isEmpty()) {
                distractors.add(match);
            } else {
                pairs.add(new MatchingSpec.Pair(Build.pairId(pairs.size()), prompt, match));
            }
        }
        return new MatchingSpec(pairs, distractors, grade, scoring(q, Scoring.PARTIAL));
    }

    /** Moodle's ordering plugin gives the right order by each answer's fraction; its one grading type that is ours is all-or-nothing. */
    private static OrderingSpec ordering(Element q, List<Element> answers, BigDecimal grade) {
        String grading = value(q, "gradingtype", "RELATIVE_TO_CORRECT").strip().toUpperCase();
        Scoring scoring = switch (grading) {
            case "ALL_OR_NOTHING" -> Scoring.ALL_OR_NOTHING;
            case "RELATIVE_TO_CORRECT" -> Scoring.PARTIAL;
            default -> throw new Unsupported("the ordering grading type " + Weights.abbreviate(grading) + " is not the service's");
        };
        List<Element> sorted = new ArrayList<>(answers);
        sorted.sort((a, b) -> fraction(a).compareTo(fraction(b)));
        List<OrderingSpec.Item> items = new ArrayList<>();
        for (Element answer : sorted) {
            items.add(new OrderingSpec.Item(Build.itemId(items.size()), text(answer)));
        }
        return new OrderingSpec(items, grade, scoring);
    }

    private static Scoring scoring(Element q, Scoring fallback) {
        String name = value(q, "scoring", fallback.name()).strip();
        try {
            return Scoring.valueOf(name);
        } catch (IllegalArgumentException e) {
            throw new Unsupported("unknown scoring " + Weights.abbreviate(name));
        }
    }

    private static void noFeedback(Element answer, String what) {
        if (!text(child(answer, "feedback")).isEmpty()) {
            throw new Unsupported("feedback on " + what + " is not kept by the service");
        }
    }

    private static List<String> tags(Element q) {
        Element tags = child(q, "tags");
        return tags == null ? List.of() : children(tags, "tag").stream().map(MoodleXmlReader::text).filter(t -> !t.isEmpty()).toList();
    }

    static List<String> categoryPath(String path) {
        List<String> names = new ArrayList<>();
        for (String part : path.split("/")) {
            String name = part.strip();
            if (!name.isEmpty() && !name.matches("\\$[a-z]+\\$")) {
                names.add(name);
            }
        }
        return names;
    }

    private static BigDecimal fraction(Element answer) {
        String fraction = answer.getAttribute("fraction");
        return fraction.isBlank() ? BigDecimal.ZERO : Weights.parse(fraction, "the fraction");
    }

    private static BigDecimal decimal(Element parent, String name, BigDecimal fallback) {
        String value = value(parent, name, "");
        return value.isBlank() ? fallback : Weights.parse(value, name);
    }

    private static boolean truthy(String value) {
        return List.of("1", "true").contains(value.strip().toLowerCase());
    }

    private static String value(Element parent, String name, String fallback) {
        Element child = child(parent, name);
        return child == null ? fallback : child.getTextContent();
    }

    /** The text of an element's {@code <text>} child, stripped; empty when either is missing. */
    static String text(Element element) {
        if (element == null) {
            return "";
        }
        Element text = child(element, "text");
        return text == null ? "" : text.getTextContent().strip();
    }

    static Element child(Element parent, String name) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                return e;
            }
        }
        return null;
    }

    static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                found.add(e);
            }
        }
        return found;
    }
}
