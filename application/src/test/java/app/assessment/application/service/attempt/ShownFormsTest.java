package app.assessment.application.service.attempt;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.fakes.Samples;
import app.assessment.domain.form.Form;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ShownFormsTest {

    private final Form oneQuestion = Samples.form("f1", "prof1", true, false);
    private final AtomicInteger builds = new AtomicInteger();

    private Optional<Form> shown(ShownForms forms, String version, String attemptId) {
        return forms.get("f1", version, attemptId, () -> {
            builds.incrementAndGet();
            return Optional.of(oneQuestion.withQuestions(oneQuestion.questions()));
        });
    }

    @Test
    void aFormIsBuiltOncePerFormVersionAndAttempt() {
        ShownForms forms = new ShownForms();
        Form first = shown(forms, "v1", "t1").orElseThrow();
        assertThat(shown(forms, "v1", "t1")).containsSame(first);
        assertThat(builds).hasValue(1);
        shown(forms, "v2", "t1");
        shown(forms, "v1", "t2");
        assertThat(builds).hasValue(3);
    }

    @Test
    void pastTheBoundOfQuestionsHeld_theLeastRecentlyUsedGoesFirst() {
        ShownForms forms = new ShownForms(2);
        shown(forms, "v1", "t1");
        shown(forms, "v1", "t2");
        shown(forms, "v1", "t1");
        shown(forms, "v1", "t3");
        assertThat(builds).hasValue(3);
        shown(forms, "v1", "t1");
        assertThat(builds).as("t1, used last, was kept").hasValue(3);
        shown(forms, "v1", "t2");
        assertThat(builds).as("t2, used least recently, went").hasValue(4);
    }

    @Test
    void nothingBuilt_nothingKept() {
        ShownForms forms = new ShownForms();
        assertThat(forms.get("f1", "v1", "t1", Optional::empty)).isEmpty();
        assertThat(shown(forms, "v1", "t1")).isPresent();
    }
}
