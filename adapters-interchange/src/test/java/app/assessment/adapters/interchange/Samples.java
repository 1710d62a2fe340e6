package app.assessment.adapters.interchange;

import app.assessment.application.port.out.bank.InterchangeQuestion;
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

/** One question of every type and variant, with the characters each format must escape. */
final class Samples {

    static final String AWKWARD = "Quanto é {1} = ~2 # 3: \"a\" & <b> \\ -> fim?\nSegunda linha";

    private Samples() {
    }

    static List<InterchangeQuestion> everyType() {
        List<InterchangeQuestion> all = new ArrayList<>();
        all.add(q(List.of("Matemática", "Frações"), "Soma", List.of("fácil", "frações"), "Quanto é 1/2 + 1/4?", List.of(
                new Option("o1", "3/4", d("2"), false, "Certo"),
                new Option("o2", "2/6", d("0.5"), false, "Somou os denominadores"),
                new Option("o3", "1", d("-1"), false, null)), SingleChoiceSpec.INSTANCE, "Use o mínimo múltiplo comum."));
        all.add(q(List.of("Matemática", "Frações"), null, List.of(), AWKWARD, List.of(
                new Option("o1", "% de {x}", d("0"), false, null),
                new Option("o2", "=y~ #z", d("0"), false, "a # b")), SingleChoiceSpec.INSTANCE, null));
        all.add(q(List.of("Matemática"), "Primos", List.of(), "Quais são primos?", List.of(
                new Option("o1", "2", d("0"), true, "Sim"),
                new Option("o2", "3", d("0"), true, null),
                new Option("o3", "5", d("0"), true, null),
                new Option("o4", "4", d("0"), false, "2 × 2")), new MultipleChoiceSpec(d("3"), Scoring.PARTIAL), null));
        all.add(q(List.of(), null, List.of(), "Marque os pares", List.of(
                new Option("o1", "2", d("0"), true, null),
                new Option("o2", "3", d("0"), false, null)), new MultipleChoiceSpec(d("1.5"), Scoring.ALL_OR_NOTHING), null));
        all.add(q(List.of(), "VF", List.of("vf"), "O Sol é uma estrela.", List.of(
                new Option("o1", TrueFalseSpec.TRUE_TEXT, d("0"), true, "Isso"),
                new Option("o2", TrueFalseSpec.FALSE_TEXT, d("0"), false, "É sim")), new TrueFalseSpec(d("1")), "Astronomia"));
        all.add(q(List.of(), null, List.of(), "A Lua é uma estrela.", List.of(
                new Option("o1", "Sim", d("0"), false, null),
                new Option("o2", "Não", d("0"), true, null)), new TrueFalseSpec(d("2.25")), null));
        all.add(q(List.of(), null, List.of(), "Capital do Brasil?", List.of(), new ShortAnswerSpec(List.of(
                new ShortAnswerSpec.Accepted("Brasília", d("4")), new ShortAnswerSpec.Accepted("Brasilia", d("3")),
                new ShortAnswerSpec.Accepted("%DF", d("1"))), true, true), null));
        all.add(q(List.of(), null, List.of(), "Cor do céu?", List.of(), new ShortAnswerSpec(List.of(
                new ShortAnswerSpec.Accepted("azul", d("1"))), false, false), null));
        all.add(q(List.of(), "Pi", List.of(), "Valor de pi?", List.of(), new NumericSpec(List.of(
                new NumericSpec.Accepted(d("3.14159"), d("0.01"), ToleranceType.ABSOLUTE, d("2")),
                new NumericSpec.Accepted(d("3"), d("0.05"), ToleranceType.RELATIVE, d("1")),
                new NumericSpec.Accepted(d("-2.5"), d("0"), ToleranceType.ABSOLUTE, d("0")))), null));
        all.add(q(List.of(), null, List.of(), "Quanto é 2 + 2?", List.of(), new NumericSpec(List.of(
                new NumericSpec.Accepted(d("4"), d("0"), ToleranceType.ABSOLUTE, d("1")))), null));
        all.add(q(List.of(), null, List.of(), "Descreva a fotossíntese.", List.of(), new EssaySpec(d("10"), 5000), "Corrigido à mão"));
        all.add(q(List.of(), null, List.of(), "Associe país e capital", List.of(), new MatchingSpec(List.of(
                new MatchingSpec.Pair("p1", "Brasil", "Brasília"), new MatchingSpec.Pair("p2", "Peru -> sul", "Lima"),
                new MatchingSpec.Pair("p3", "Chile", "Santiago")), List.of("Buenos Aires"), d("3"), Scoring.ALL_OR_NOTHING), null));
        all.add(q(List.of(), null, List.of(), "Associe", List.of(), new MatchingSpec(List.of(
                new MatchingSpec.Pair("p1", "a", "1")), List.of(), d("1"), Scoring.PARTIAL), null));
        all.add(q(List.of("Ciências"), "Ordem", List.of(), "Ordene do menor ao maior", List.of(), new OrderingSpec(List.of(
                new OrderingSpec.Item("i1", "átomo"), new OrderingSpec.Item("i2", "célula"), new OrderingSpec.Item("i3", "órgão")),
                d("2"), Scoring.PARTIAL), null));
        all.add(q(List.of("Ciências"), null, List.of(), "Ordene", List.of(), new OrderingSpec(List.of(
                new OrderingSpec.Item("i1", "1"), new OrderingSpec.Item("i2", "2")), d("1"), Scoring.ALL_OR_NOTHING), null));
        return all;
    }

    private static InterchangeQuestion q(List<String> category, String name, List<String> tags, String text, List<Option> options,
                                         QuestionSpec spec, String feedback) {
        return new InterchangeQuestion(new Question("x", text, 0, options, spec, feedback), category, name, tags);
    }

    static BigDecimal d(String value) {
        return new BigDecimal(value);
    }

    /** Ids and order are the importer's to give; everything else must survive. */
    static InterchangeQuestion normalized(InterchangeQuestion q) {
        Question s = q.question();
        return new InterchangeQuestion(new Question("x", s.text(), 0, s.options(), s.spec(), s.feedback()), q.categoryPath(), q.name(), q.tags());
    }
}
