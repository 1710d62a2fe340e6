package app.assessment.bootstrap.form;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import app.assessment.application.port.out.bank.ParsedQuestions;
import app.assessment.application.port.out.bank.QuestionInterchange;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.form.MatchingSpec;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.OrderingSpec;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.QuestionSpec;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.io.ByteArrayInputStream;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** ADR 0054 over HTTP: a form's questions as GIFT, Moodle XML and CSV, read back to the same questions. */
@QuarkusTest
class FormExportTest {

    @Inject
    TestAccounts accounts;
    @Inject
    QuestionInterchange interchange;
    @Inject
    FormRepository forms;

    private Organization org;
    private Browser professor;
    private Fixtures fx;

    @BeforeEach
    void signIn() {
        org = accounts.organization();
        professor = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        fx = new Fixtures(professor);
    }

    @Test
    @DisplayName("each format is served with its type and file name, and reading it back gives the form's questions")
    void everyFormat_readsBackToTheFormsQuestions() {
        String id = fx.form(TypedQuestions.form("Prova de Ciências")).getString("id");
        List<Question> stored = forms.byId(org.id(), id).orElseThrow().questions();
        String[][] cases = {{"gift", "text/plain", ".gift.txt"}, {"moodle-xml", "application/xml", ".xml"}, {"csv", "text/csv", ".csv"}};
        for (String[] c : cases) {
            Response response = professor.request().queryParam("format", c[0]).get("/api/forms/" + id + "/export");
            response.then().statusCode(200).contentType(startsWith(c[1]))
                    .header("Content-Disposition", startsWith("attachment; filename=\"questoes-prova-de-ciencias" + c[2] + "\""))
                    .header("Cache-Control", equalTo("private, no-store"));
            ParsedQuestions read = interchange.read(FormExportResourceFormat.of(c[0]), new ByteArrayInputStream(response.asByteArray()));

            assertThat(read.skipped()).as(c[0]).isEmpty();
            assertThat(read.questions().stream().map(p -> comparable(p.question().question())).toList()).as(c[0])
                    .containsExactlyElementsOf(stored.stream().map(FormExportTest::comparable).toList());
            assertThat(read.questions()).extracting(p -> p.question().categoryPath()).allMatch(List::isEmpty);
        }
    }

    @Test
    @DisplayName("another organization's form is 404, and an unknown format is 400 naming the field (none is GIFT)")
    void accessAndFormat() {
        String id = fx.form(TypedQuestions.form("Sigilosa")).getString("id");
        Organization other = accounts.organization();
        Browser stranger = Browser.signedIn(accounts.user(other, Role.ADMIN).email(), TestAccounts.PASSWORD);

        stranger.request().queryParam("format", "gift").get("/api/forms/" + id + "/export").then().statusCode(404)
                .contentType(startsWith("application/problem+json"));
        professor.request().queryParam("format", "docx").get("/api/forms/" + id + "/export").then().statusCode(400)
                .contentType(startsWith("application/problem+json")).body("errors[0].field", equalTo("format"));
        professor.request().get("/api/forms/" + id + "/export").then().statusCode(200).contentType(startsWith("text/plain"));
    }

    /** The importer gives its own ids and order; everything else must be the form's. */
    private static Question comparable(Question q) {
        return new Question("x", q.text(), 0, renumbered(q), q.spec().type().isChoice() ? q.spec() : specWithoutIds(q), q.feedback());
    }

    private static List<Option> renumbered(Question q) {
        return IntStream.range(0, q.options().size()).mapToObj(i -> {
            var o = q.options().get(i);
            return new Option("o" + (i + 1), o.text(), o.points(), o.correct(), o.feedback());
        }).toList();
    }

    private static QuestionSpec specWithoutIds(Question q) {
        if (q.spec() instanceof MatchingSpec m) {
            return new MatchingSpec(IntStream.range(0, m.pairs().size())
                    .mapToObj(i -> new MatchingSpec.Pair("p" + (i + 1), m.pairs().get(i).prompt(), m.pairs().get(i).match()))
                    .toList(), m.distractors(), m.points(), m.scoring());
        }
        if (q.spec() instanceof OrderingSpec o) {
            return new OrderingSpec(IntStream.range(0, o.items().size())
                    .mapToObj(i -> new OrderingSpec.Item("i" + (i + 1), o.items().get(i).text())).toList(),
                    o.points(), o.scoring());
        }
        return q.spec();
    }

    /** The query value of each format, as the route takes it. */
    private static final class FormExportResourceFormat {
        static QuestionInterchange.Format of(String wire) {
            for (QuestionInterchange.Format f : QuestionInterchange.Format.values()) {
                if (f.wireName().equals(wire)) {
                    return f;
                }
            }
            throw new IllegalArgumentException(wire);
        }
    }
}
