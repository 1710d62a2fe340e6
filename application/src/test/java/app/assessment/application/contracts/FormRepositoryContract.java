package app.assessment.application.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.form.FormRepository;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Question;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@code FormRepository} as its port promises it, on whichever side a subclass gives. */
public abstract class FormRepositoryContract extends RepositoryContract {

    protected abstract FormRepository forms();

    @Test
    void anAddedForm_isReadBack_inItsOrganizationOnly() {
        Form form = storedForm("Álgebra");

        assertThat(inTransaction(() -> forms().byId(world().organizationId(), form.id()).map(Form::title))).contains("Álgebra");
        assertThat(inTransaction(() -> forms().byId(unique("other-org"), form.id()))).isEmpty();
        assertThat(inTransaction(() -> forms().versionOf(unique("other-org"), form.id()))).isEmpty();
    }

    @Test
    void aReplace_givesTheFormANewVersion_onWhichEveryReadAgrees() {
        Form form = storedForm("Álgebra");
        String before = inTransaction(() -> forms().versionOf(world().organizationId(), form.id())).orElseThrow();

        inTransaction(() -> forms().replace(titled(form, "Álgebra II")));

        String after = inTransaction(() -> forms().versionOf(world().organizationId(), form.id())).orElseThrow();
        assertThat(after).isNotEqualTo(before);
        assertThat(inTransaction(() -> forms().lockForEdit(world().organizationId(), form.id()))).contains(after);
        Optional<FormRepository.Versioned> read = inTransaction(() -> forms().byIdWithVersion(world().organizationId(), form.id()));
        assertThat(read).get().satisfies(v -> {
            assertThat(v.version()).isEqualTo(after);
            assertThat(v.form().title()).isEqualTo("Álgebra II");
        });
    }

    @Test
    void aDeletedForm_isNoLongerFound_butItsTitleStillNamesIt() {
        Form form = storedForm("Geometria");

        inTransaction(() -> forms().softDelete(form.softDelete(T0.plus(Duration.ofHours(1)))));

        assertThat(inTransaction(() -> forms().byId(world().organizationId(), form.id()))).isEmpty();
        assertThat(inTransaction(() -> forms().versionOf(world().organizationId(), form.id()))).isEmpty();
        assertThat(inTransaction(() -> forms().titlesOf(List.of(form.id(), unique("cf"))))).containsExactly(
                Map.entry(form.id(), "Geometria"));
    }

    /** Type and audience as FormCommand defaults them: the domain lets them be empty, the table does not. */
    private Form storedForm(String title) {
        World w = world();
        Question question = new Question(unique("cq"), "Dois mais dois?", 0, List.of(new Option(unique("co"), "Quatro", BigDecimal.ONE),
                new Option(unique("co"), "Cinco", BigDecimal.ZERO)));
        Form form = new Form(unique("cf"), w.organizationId(), w.assignedById(), title, null, null, "TEST", "STUDENT", true, false, List.of(),
                List.of(question), T0, null);
        inTransaction(() -> forms().add(form));
        return form;
    }

    private static Form titled(Form form, String title) {
        return new Form(form.id(), form.organizationId(), form.ownerId(), title, form.description(), form.category(), form.type(),
                form.targetAudience(), form.published(), form.template(), form.scoreRanges(), form.questions(), form.createdAt(),
                form.deletedAt());
    }
}
