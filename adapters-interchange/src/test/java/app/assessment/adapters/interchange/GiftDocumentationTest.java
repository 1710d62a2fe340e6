package app.assessment.adapters.interchange;

import static app.assessment.adapters.interchange.Samples.d;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import app.assessment.application.port.out.bank.InterchangeQuestion;
import app.assessment.application.port.out.bank.ParsedQuestions;
import app.assessment.application.port.out.bank.QuestionInterchange.Format;
import app.assessment.domain.form.EssaySpec;
import app.assessment.domain.form.MatchingSpec;
import app.assessment.domain.form.MultipleChoiceSpec;
import app.assessment.domain.form.NumericSpec;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.form.Scoring;
import app.assessment.domain.form.ShortAnswerSpec;
import app.assessment.domain.form.ToleranceType;
import app.assessment.domain.shared.DomainException;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The GIFT documentation's constructs, read from one file; each question is found by the line it starts on. */
class GiftDocumentationTest {

    private static ParsedQuestions read;
    private static Map<Integer, InterchangeQuestion> byLine;

    @BeforeAll
    static void readTheFile() throws Exception {
        try (InputStream in = GiftDocumentationTest.class.getResourceAsStream("/interchange/moodle-documentation.gift")) {
            read = new CodecQuestionInterchange().read(Format.GIFT, in);
        }
        byLine = read.questions().stream().collect(Collectors.toMap(ParsedQuestions.Parsed::position, ParsedQuestions.Parsed::question));
    }

    private static Question at(int line) {
        assertThat(byLine).containsKey(line);
        return byLine.get(line).question();
    }

    @Test
    @DisplayName("every supported construct is read, in file order, and every other one is skipped with its line and reason")
    void readsAndSkips() {
        assertThat(read.questions()).extracting(ParsedQuestions.Parsed::position)
                .containsExactly(6, 8, 10, 12, 14, 16, 18, 24, 26, 31, 38, 40, 43, 45, 47, 49, 51, 53, 55, 61);
        assertThat(read.questions()).extracting(p -> p.question().question().order()).containsExactly(
                0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19);
        assertThat(read.skipped()).extracting(ParsedQuestions.Skipped::position, ParsedQuestions.Skipped::name)
                .containsExactly(tuple(69, null), tuple(71, "Numeric feedback"), tuple(76, "Cloze"), tuple(78, "Unequal"),
                        tuple(80, "Short answer feedback"));
        assertThat(read.skipped()).extracting(ParsedQuestions.Skipped::reason).containsExactly(
                "a description without an answer block is not a question",
                "feedback on a numeric answer is not kept by the service",
                "several answer blocks in one question (embedded answers) are not supported",
                "right answers weigh differently (70% against an equal share of 50%); the service gives each the same share",
                "feedback on a short answer is not kept by the service");
    }

    @Test
    @DisplayName("titles, categories and tags; one right answer is single choice weighted by Moodle's default mark of 1")
    void singleChoice() {
        InterchangeQuestion grant = byLine.get(6);
        assertThat(grant.name()).isEqualTo("Grant's tomb");
        assertThat(grant.categoryPath()).containsExactly("Documentation", "Basics");
        assertThat(grant.tags()).containsExactly("docs", "multiple-choice");
        assertThat(grant.question().type()).isEqualTo(QuestionType.SINGLE_CHOICE);
        assertThat(grant.question().options()).extracting(Option::text, Option::points)
                .containsExactly(tuple("Grant", d("0.00")), tuple("Jefferson", d("0.00")), tuple("no one", d("1.00")));
        assertThat(at(45).options()).extracting(Option::points).containsExactly(d("1.00"), d("0.50"), d("-0.25"));
        assertThat(at(40).options()).extracting(Option::text, Option::feedback).containsExactly(
                tuple("yellow", "right; good!"), tuple("red", "wrong, it's yellow"), tuple("blue", "wrong, it's yellow"));
    }

    @Test
    @DisplayName("text after the answer block is the missing-word form: the blank stands where the block was")
    void missingWord() {
        assertThat(at(8).text()).isEqualTo("Grant is _____ in Grant's tomb.");
        assertThat(at(16).text()).isEqualTo("Two plus two equals _____.");
        assertThat(at(16).type()).isEqualTo(QuestionType.SHORT_ANSWER);
    }

    @Test
    @DisplayName("escapes, format markers and general feedback")
    void textRules() {
        assertThat(byLine.get(47).name()).isEqualTo("Colon: escaped");
        assertThat(at(47).text()).isEqualTo("What does 2:1 mean, and is 1 = 1?");
        assertThat(at(47).options()).extracting(Option::text).containsExactly("two to one", "{ braces } and ~ tilde # hash");
        assertThat(at(49).text()).isEqualTo("<p>Which is <b>bold</b>?</p>");
        assertThat(at(51).text()).isEqualTo("This **statement** is markdown.");
        assertThat(at(53).feedback()).isEqualTo("Spiders are arachnids: eight legs.");
        assertThat(at(61).feedback()).isEqualTo("Capitals of four countries.");
    }

    @Test
    @DisplayName("true/false: the first option is true; GIFT's first feedback goes to the wrong option, the second to the right one")
    void trueFalse() {
        assertThat(at(10).options()).extracting(Option::correct).containsExactly(false, true);
        assertThat(at(12).options()).extracting(Option::correct).containsExactly(true, false);
        assertThat(at(43).options()).extracting(Option::correct, Option::feedback)
                .containsExactly(tuple(false, "No one is buried there."), tuple(true, "Correct, nobody!"));
    }

    @Test
    @DisplayName("several right answers are multiple choice; short answers, matching and essays")
    void otherTypes() {
        assertThat(at(31).options()).extracting(Option::text, Option::correct).containsExactly(
                tuple("No one", false), tuple("Grant", true), tuple("Grant's wife", true), tuple("Grant's father", false));
        assertThat(at(31).spec()).isEqualTo(new MultipleChoiceSpec(d("1"), Scoring.PARTIAL));
        assertThat(byLine.get(31).categoryPath()).containsExactly("Documentation", "Options");
        assertThat(((ShortAnswerSpec) at(14).spec()).accepted()).extracting(ShortAnswerSpec.Accepted::text, ShortAnswerSpec.Accepted::points)
                .containsExactly(tuple("no one", d("1.00")), tuple("nobody", d("1.00")));
        assertThat(((MatchingSpec) at(61).spec()).pairs()).extracting(MatchingSpec.Pair::prompt, MatchingSpec.Pair::match)
                .containsExactly(tuple("Canada", "Ottawa"), tuple("Italy", "Rome"), tuple("Japan", "Tokyo"), tuple("India", "New Delhi"));
        assertThat(((MatchingSpec) at(18).spec()).pairs()).hasSize(3);
        assertThat(at(38).spec()).isEqualTo(EssaySpec.of(d("1"), null));
    }

    @Test
    @DisplayName("numeric answers with a tolerance, a range (its middle ± half its width) and several weighted answers")
    void numeric() {
        assertThat(at(24).spec()).isEqualTo(new NumericSpec(List.of(new NumericSpec.Accepted(d("1822"), d("5"), ToleranceType.ABSOLUTE, d("1")))));
        assertThat(at(26).spec()).isEqualTo(new NumericSpec(List.of(
                new NumericSpec.Accepted(d("3.1415"), d("0.0005"), ToleranceType.ABSOLUTE, d("1")))));
        assertThat(((NumericSpec) at(55).spec()).accepted()).extracting(NumericSpec.Accepted::tolerance, NumericSpec.Accepted::points)
                .containsExactly(tuple(d("0"), d("1.00")), tuple(d("2"), d("0.50")));
    }

    @Test
    @DisplayName("broken syntax is a 400 naming the line, and nothing of the file is read")
    void malformed() {
        assertThatThrownBy(() -> gift("::t:: ok {=a}\n\nQuestion two {=b ~c\n"))
                .isInstanceOf(DomainException.class).hasMessage("file: line 3: the answer block opened by '{' is not closed");
        assertThatThrownBy(() -> gift("\n\n::unclosed title {=a}"))
                .isInstanceOf(DomainException.class).hasMessage("file: line 3: the title opened by '::' is not closed");
        assertThatThrownBy(() -> gift("a stray } here {=a}"))
                .isInstanceOf(DomainException.class).hasMessageStartingWith("file: line 1: '}' without an opening '{'");
    }

    private static ParsedQuestions gift(String text) {
        return new CodecQuestionInterchange().read(Format.GIFT, new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }
}
