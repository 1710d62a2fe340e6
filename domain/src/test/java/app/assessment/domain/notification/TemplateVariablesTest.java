package app.assessment.domain.notification;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class TemplateVariablesTest {

    /** The renderer's callers fill all() with empty values; a variable missing there would reach a template unset. */
    @Test
    void all_holdsEveryVariableOfEveryType() {
        for (NotificationType type : NotificationType.values()) {
            assertThat(TemplateVariables.all()).as(type.name()).containsAll(TemplateVariables.of(type));
        }
    }

    @Test
    void all_namesEachVariableOnce_andOnlyTheTypesOnes() {
        assertThat(TemplateVariables.all()).doesNotHaveDuplicates()
                .allMatch(name -> Arrays.stream(NotificationType.values()).anyMatch(type -> TemplateVariables.of(type).contains(name)));
    }
}
