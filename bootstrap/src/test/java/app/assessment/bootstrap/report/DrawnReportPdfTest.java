package app.assessment.bootstrap.report;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.draw.DrawnForms;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.SignedInOrganization;
import app.assessment.bootstrap.testsupport.TestAccounts;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Issue 45 (ADR 0053): the report PDF of a drawn attempt's submission shows the questions that attempt drew, in its order. */
@QuarkusTest
class DrawnReportPdfTest {

    @Inject
    TestAccounts accounts;

    @Test
    void thePdfOfADrawnAttempt_showsExactlyItsQuestions_inItsOrder() {
        Browser admin = SignedInOrganization.create(accounts).admin();
        Fixtures fx = new Fixtures(admin);
        DrawnForms draws = new DrawnForms(admin);
        // Ten questions, "Sorteio 0" to "Sorteio 9": no text is the start of another.
        DrawnForms.Bank bank = draws.bank(10, "Sorteio");
        String token = fx.assign(draws.drawingOnly(bank.id(), 5), Map.of("studentId", fx.student("Aluna do PDF")))
                .getString("token");
        JsonPath shown = given().get("/api/test-link/" + token).then().statusCode(200).extract().jsonPath();
        List<String> texts = shown.getList("form.questions.text");
        List<Map<String, String>> answers = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            answers.add(Map.of("questionId", shown.getString("form.questions[" + i + "].id"),
                    "optionId", shown.getString("form.questions[" + i + "].options[0].id")));
        }
        String submission = given().contentType(ContentType.JSON).body(Map.of("answers", answers))
                .post("/api/test-link/" + token + "/submit").then().statusCode(201).extract().path("submissionId");

        PdfPages pdf = PdfPages.read(admin.request().contentType(ContentType.JSON).body(Map.of("submissionId", submission))
                .post("/api/reports/export").then().statusCode(200).contentType("application/pdf").extract().asByteArray());

        String text = pdf.unwrapped();
        assertThat(texts).hasSize(5);
        List<Integer> positions = texts.stream().map(t -> text.indexOf(PdfPages.squeeze(t))).toList();
        assertThat(positions).as("where each drawn question is in the PDF").doesNotContain(-1).isSorted();
        for (int i = 0; i < 10; i++) {
            String question = "Sorteio " + i;
            assertThat(text.contains(PdfPages.squeeze(question))).as(question).isEqualTo(texts.contains(question));
        }
    }
}
