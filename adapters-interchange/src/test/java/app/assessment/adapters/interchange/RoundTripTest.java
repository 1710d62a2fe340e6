package app.assessment.adapters.interchange;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.bank.InterchangeQuestion;
import app.assessment.application.port.out.bank.ParsedQuestions;
import app.assessment.application.port.out.bank.QuestionInterchange.Format;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class RoundTripTest {

    private final CodecQuestionInterchange codec = new CodecQuestionInterchange();

    @ParameterizedTest
    @EnumSource(Format.class)
    @DisplayName("export then import gives back every question of every type, field for field")
    void exportThenImport_reproducesEveryQuestion(Format format) {
        List<InterchangeQuestion> questions = Samples.everyType();

        ParsedQuestions read = roundTrip(format, questions);

        assertThat(read.skipped()).isEmpty();
        assertThat(read.questions().stream().map(p -> Samples.normalized(p.question())).toList())
                .containsExactlyElementsOf(questions.stream().map(Samples::normalized).toList());
        assertThat(read.questions()).extracting(p -> p.question().question().order()).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14);
    }

    @ParameterizedTest
    @EnumSource(Format.class)
    @DisplayName("a second export of what was imported is the same file")
    void exportIsStable(Format format) {
        List<InterchangeQuestion> once = roundTrip(format, Samples.everyType()).questions().stream().map(ParsedQuestions.Parsed::question).toList();

        assertThat(new String(write(format, once), java.nio.charset.StandardCharsets.UTF_8))
                .isEqualTo(new String(write(format, Samples.everyType()), java.nio.charset.StandardCharsets.UTF_8));
    }

    private ParsedQuestions roundTrip(Format format, List<InterchangeQuestion> questions) {
        return codec.read(format, new ByteArrayInputStream(write(format, questions)));
    }

    private byte[] write(Format format, List<InterchangeQuestion> questions) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        codec.write(format, questions, out);
        return out.toByteArray();
    }
}
