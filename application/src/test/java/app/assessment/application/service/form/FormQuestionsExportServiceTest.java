package app.assessment.application.service.form;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.InMemoryForms;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.form.ExportFormQuestionsUseCase.ExportedQuestions;
import app.assessment.application.port.out.bank.InterchangeQuestion;
import app.assessment.application.port.out.bank.ParsedQuestions;
import app.assessment.application.port.out.bank.QuestionInterchange;
import app.assessment.domain.form.Form;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FormQuestionsExportServiceTest {

    private final InMemoryForms forms = new InMemoryForms();
    private final RecordingInterchange interchange = new RecordingInterchange();
    private final FormQuestionsExportService service = new FormQuestionsExportService(forms, interchange);

    @Test
    void export_writesTheFormsQuestionsInTheAskedFormat_underTheFormsTitle() {
        Form form = forms.put(Samples.form("f1", "prof1", true, false));

        ExportedQuestions file = service.export(Samples.caller(Role.PROFESSOR, "prof1"), "f1", QuestionInterchange.Format.CSV);

        assertThat(interchange.written).containsExactly(form.questions().stream().map(InterchangeQuestion::of).toList());
        assertThat(new String(file.content(), StandardCharsets.UTF_8)).isEqualTo("CSV of 1");
        assertThat(file.asciiFileName()).isEqualTo("questoes-matematica-f1.csv");
        assertThat(file.fileName()).isEqualTo("Questões - Matemática f1.csv");
        assertThat(file.format()).isEqualTo(QuestionInterchange.Format.CSV);
    }

    @Test
    void export_ofAFormTheCallerMayNotRead_isNotFound_andWritesNothing() {
        forms.put(Samples.form("f1", "prof1", true, false));

        DomainException refused = catchThrowableOfType(DomainException.class,
                () -> service.export(Samples.caller(Role.PROFESSOR, "prof2"), "f1", QuestionInterchange.Format.GIFT));

        assertThat(refused.kind()).isEqualTo(DomainException.Kind.NOT_FOUND);
        assertThat(interchange.written).isEmpty();
    }

    private static final class RecordingInterchange implements QuestionInterchange {
        final List<List<InterchangeQuestion>> written = new ArrayList<>();

        @Override
        public ParsedQuestions read(Format format, InputStream in) {
            throw new UnsupportedOperationException("export only");
        }

        @Override
        public void write(Format format, List<InterchangeQuestion> questions, OutputStream out) {
            written.add(questions);
            try {
                out.write((format + " of " + questions.size()).getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
