package app.assessment.adapters.interchange;

import static app.assessment.adapters.interchange.Samples.d;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import app.assessment.application.port.out.bank.ParsedQuestions;
import app.assessment.application.port.out.bank.QuestionInterchange.Format;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.form.ShortAnswerSpec;
import app.assessment.domain.shared.DomainException;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The README's CSV layout, through its example file (docs/examples/questions.csv). */
class CsvExampleTest {

    private static ParsedQuestions csv(String text) {
        return new CodecQuestionInterchange().read(Format.CSV, new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    @DisplayName("the documented example holds one question of every type and is read whole, each at its question row's line")
    void documentedExample_readsEveryType() throws Exception {
        ParsedQuestions read;
        try (InputStream in = Files.newInputStream(Path.of("../docs/examples/questions.csv"))) {
            read = new CodecQuestionInterchange().read(Format.CSV, in);
        }
        assertThat(read.skipped()).isEmpty();
        assertThat(read.questions()).extracting(p -> p.question().question().type()).containsExactly(QuestionType.SINGLE_CHOICE,
                QuestionType.MULTIPLE_CHOICE, QuestionType.TRUE_FALSE, QuestionType.NUMERIC, QuestionType.SHORT_ANSWER,
                QuestionType.ESSAY, QuestionType.MATCHING, QuestionType.ORDERING);
        assertThat(read.questions()).extracting(ParsedQuestions.Parsed::position).containsExactly(2, 6, 10, 13, 16, 19, 20, 24);
        assertThat(read.questions().get(0).question().categoryPath()).containsExactly("Matemática", "Frações");
        assertThat(read.questions().get(0).question().tags()).containsExactly("fácil", "frações");
        ShortAnswerSpec capital = (ShortAnswerSpec) read.questions().get(4).question().question().spec();
        assertThat(capital.accepted()).extracting(ShortAnswerSpec.Accepted::text).containsExactly("Brasília", "Brasília, DF");
        assertThat(capital.manualReviewWhenUnmatched()).isTrue();
        assertThat(capital.accepted().get(0).points()).isEqualTo(d("3.00"));
    }

    @Test
    @DisplayName("a question the service refuses is skipped with the domain's reason; a row out of place or a short header is a 400")
    void skipsAndRefusals() {
        String header = String.join(",", CsvColumns.HEADER) + "\n";
        ParsedQuestions read = csv(header
                + "question,TRUE_FALSE,Três opções,,,Verdade?,1,,,,,,,,,,\n"
                + "option,,,,,a,,true,,,,,,,,,\noption,,,,,b,,false,,,,,,,,,\noption,,,,,c,,false,,,,,,,,,\n"
                + "question,CLOZE,,,,Lacunas,,,,,,,,,,,\n"
                + "question,ESSAY,,,,Ok,2,,,,,,,,,,\n");
        assertThat(read.questions()).extracting(ParsedQuestions.Parsed::position).containsExactly(7);
        assertThat(read.skipped()).extracting(ParsedQuestions.Skipped::position, ParsedQuestions.Skipped::name, ParsedQuestions.Skipped::reason)
                .containsExactly(tuple(2, "Três opções", "options: must have exactly 2 options for a TRUE_FALSE question"),
                        tuple(6, null, "unknown question type 'CLOZE'"));

        assertThatThrownBy(() -> csv(header + "option,,,,,a,,,,,,,,,,,\n")).isInstanceOf(DomainException.class)
                .hasMessage("file: line 2: a option row before any question row");
        assertThatThrownBy(() -> csv("kind,type,text\nquestion,ESSAY,x\n")).isInstanceOf(DomainException.class)
                .hasMessageStartingWith("file: line 1: the header lacks the columns [name, category, tags, points");
        assertThatThrownBy(() -> csv(header + "question,ESSAY,,,,\"unclosed,2,,,,,,,,,,\n")).isInstanceOf(DomainException.class)
                .hasMessageStartingWith("file: line ");
    }
}
