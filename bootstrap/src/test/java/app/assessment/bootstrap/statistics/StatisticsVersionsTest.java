package app.assessment.bootstrap.statistics;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issues 45 and 46: a form that draws from a bank is reported per question version (ADR 0055), a
 * rebuild reproduces the same sums, and a fixed form's report is unchanged to the byte.
 */
@QuarkusTest
class StatisticsVersionsTest {

    @Inject
    TestAccounts accounts;

    private Browser admin;
    private Fixtures fx;

    @BeforeEach
    void signIn() {
        Organization org = accounts.organization();
        admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        fx = new Fixtures(admin);
    }

    /**
     * Bank questions A and B, both drawn for everyone (2 of 2) beside a fixed question F. The first participant
     * sits version 1 of A; A is then edited (new text, "certa" now the third option); two more sit version 2.
     */
    @Test
    void aBankQuestionEditedBetweenAttempts_isReportedPerVersion_andARebuildReproducesIt() throws IOException {
        String bank = post("/api/question-banks", Map.of("name", "Banco " + System.nanoTime(), "categories", List.of()), 201)
                .getString("id");
        JsonPath a1 = post("/api/question-banks/" + bank + "/questions", question("Questão A", "certa", "errada", "outra"), 201);
        JsonPath b = post("/api/question-banks/" + bank + "/questions", question("Questão B", "certa", "errada"), 201);
        String formId = post("/api/forms", drawingForm(bank), 201).getString("id");

        submit(formId, Map.of("Fixa", "sim", "Questão A", "certa", "Questão B", "errada"));
        JsonPath a2 = admin.request().contentType(ContentType.JSON)
                .body(question("Questão A, segunda versão", "errada", "outra", "certa"))
                .put("/api/question-banks/" + bank + "/questions/" + a1.getString("id")).then().statusCode(200).extract().jsonPath();
        submit(formId, Map.of("Fixa", "sim", "Questão A, segunda versão", "errada", "Questão B", "certa"));
        submit(formId, Map.of("Fixa", "não", "Questão A, segunda versão", "certa", "Questão B", "certa"));

        String report = admin.request().get("/api/forms/" + formId + "/statistics").then().statusCode(200).extract().asString();
        JsonPath r = new JsonPath(report);
        assertThat(r.getInt("test.attempts")).isEqualTo(3);
        Map<String, Object> v1 = row(r, a1.getString("versionId"));
        Map<String, Object> v2 = row(r, a2.getString("versionId"));
        Map<String, Object> bRow = row(r, b.getString("versionId"));
        assertThat(r.getList("questions")).hasSize(4);
        assertThat(v1).containsEntry("questionId", a1.getString("id")).containsEntry("version", 1)
                .containsEntry("text", "Questão A").containsEntry("attempts", 1).containsEntry("facility", 1.0f);
        assertThat(v2).containsEntry("questionId", a1.getString("id")).containsEntry("version", 2)
                .containsEntry("text", "Questão A, segunda versão").containsEntry("attempts", 2).containsEntry("facility", 0.5f);
        assertThat(bRow).containsEntry("version", 1).containsEntry("text", "Questão B").containsEntry("attempts", 3);
        // Each version's options are its own: version 1's "certa" once, version 2's "errada" once and "certa" once.
        assertThat(frequencies(v1)).containsExactly(Map.entry("certa", 1));
        assertThat(frequencies(v2)).containsOnly(Map.entry("errada", 1), Map.entry("certa", 1));
        // The fixed question keeps today's shape: no version, its position in the form.
        Map<String, Object> fixed = r.getMap("questions.find { it.text == 'Fixa' }");
        assertThat(fixed).doesNotContainKey("version").containsEntry("questionVersionId", null).containsEntry("position", 1);

        // A range read sums the stored contributions again: the same rows, versions apart (in the order the attempts
        // named them, where the running sums list them by question id).
        JsonPath ranged = admin.request().get("/api/forms/" + formId + "/statistics?from=2000-01-01&to=2999-12-31").then()
                .statusCode(200).extract().jsonPath();
        assertThat(ranged.getList("questions")).containsExactlyInAnyOrderElementsOf(r.getList("questions"));

        String csv = admin.request().get("/api/forms/" + formId + "/statistics.csv").then().statusCode(200).extract().asString();
        assertThat(csv.lines().findFirst().orElseThrow()).endsWith(",questionVersionId,version");
        assertThat(csv).contains("Questão A," + "SINGLE_CHOICE,1,1.0").contains(a2.getString("versionId") + ",2");

        // The PDF's table has a row per version, labelled with the version's text and number.
        byte[] pdf = admin.request().get("/api/forms/" + formId + "/statistics.pdf").then().statusCode(200).extract().asByteArray();
        try (PDDocument document = Loader.loadPDF(pdf)) {
            assertThat(new PDFTextStripper().getText(document)).contains("1. Fixa").contains("Questão A (v1)")
                    .contains("Questão A, segunda versão (v2)").contains("Questão B (v1)");
        }

        JsonPath rebuilt = admin.request().post("/api/forms/" + formId + "/statistics/rebuild").then().statusCode(200)
                .extract().jsonPath();
        assertThat(rebuilt.getList("questions")).isEqualTo(r.getList("questions"));
        assertThat(rebuilt.getMap("test")).isEqualTo(r.getMap("test"));
    }

    private Map<String, Object> row(JsonPath report, String versionId) {
        Map<String, Object> row = report.getMap("questions.find { it.questionVersionId == '" + versionId + "' }");
        assertThat(row).as("the row of version " + versionId + " in " + report.prettify()).isNotNull();
        return row;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Integer> frequencies(Map<String, Object> row) {
        Map<String, Integer> counts = new HashMap<>();
        for (Map<String, Object> o : (List<Map<String, Object>>) row.get("options")) {
            counts.put((String) o.get("text"), (Integer) o.get("count"));
        }
        return counts;
    }

    /** A single-choice question whose option {@code right} is worth 2 points, the others 0. */
    private static Map<String, Object> question(String text, String... options) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (String o : options) {
            list.add(Map.of("text", o, "points", o.equals("certa") ? 2 : 0));
        }
        return Map.of("text", text, "tags", List.of(), "options", list);
    }

    private static Map<String, Object> drawingForm(String bankId) {
        return Map.of("title", "Sorteio por versão", "isPublished", true, "sections", List.of(
                Map.of("title", "Fixa", "questions", List.of(Map.of("text", "Fixa", "options",
                        List.of(Map.of("text", "sim", "points", 1), Map.of("text", "não", "points", 0))))),
                Map.of("title", "Sorteada", "draw", Map.of("bankId", bankId, "count", 2))));
    }

    /** A new participant opens the link and answers each question shown (by its text) with the option of that text. */
    private void submit(String formId, Map<String, String> answerByQuestion) {
        String token = fx.assign(formId, Map.of("studentId", fx.student("Aluna " + System.nanoTime()))).getString("token");
        List<Map<String, Object>> shown = given().get("/api/test-link/" + token).then().statusCode(200).extract().jsonPath()
                .getList("form.questions");
        List<Map<String, String>> answers = new ArrayList<>();
        for (Map<String, Object> q : shown) {
            String wanted = answerByQuestion.get((String) q.get("text"));
            assertThat(wanted).as("an answer for " + q.get("text")).isNotNull();
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> options = (List<Map<String, Object>>) q.get("options");
            answers.add(Map.of("questionId", (String) q.get("id"), "optionId", options.stream()
                    .filter(o -> wanted.equals(o.get("text"))).map(o -> (String) o.get("id")).findFirst().orElseThrow()));
        }
        given().contentType(ContentType.JSON).body(Map.of("answers", answers)).post("/api/test-link/" + token + "/submit")
                .then().statusCode(201);
    }

    /** A fixed form's report, ids replaced by names, is exactly what it was before question versions. */
    @Test
    void aFixedFormsReport_isByteIdenticalToBeforeVersions() {
        JsonPath form = fx.form(Map.of("title", "Fixa por inteiro", "isPublished", true, "questions", List.of(
                Map.of("text", "Um", "order", 0, "options", List.of(Map.of("text", "a", "points", 1), Map.of("text", "b", "points", 0))),
                Map.of("text", "Dois", "order", 1, "options", List.of(Map.of("text", "c", "points", 3),
                        Map.of("text", "d", "points", 1), Map.of("text", "e", "points", 0))))));
        String formId = form.getString("id");
        String[][] picks = {{"a", "c"}, {"b", "d"}, {"a", "e"}, {"a", "c"}};
        for (String[] pick : picks) {
            submit(formId, Map.of("Um", pick[0], "Dois", pick[1]));
        }
        String report = admin.request().get("/api/forms/" + formId + "/statistics").then().statusCode(200).extract().asString();
        report = report.replace(formId, "FORM");
        for (int q = 0; q < 2; q++) {
            report = report.replace(form.getString("questions[" + q + "].id"), "Q" + q);
            List<String> options = form.getList("questions[" + q + "].options.id");
            for (int o = 0; o < options.size(); o++) {
                report = report.replace(options.get(o), "Q" + q + "O" + o);
            }
        }
        // The version is the stream's event id: it moves once per change (one row per set of selections since V60;
        // the capture, with a row per selection, moved it three times per submit). Everything else is unchanged.
        assertThat(report).contains("\"version\":4,");
        assertThat(report.replace("\"version\":4,", "\"version\":12,")).isEqualTo(FIXED_REPORT);
    }

    /** Captured from main before question versions (commit a6812ce9). */
    private static final String FIXED_REPORT = "{\"formId\":\"FORM\",\"attempts\":\"COUNTED\",\"from\":null,\"to\":null,\"version\":12,\"test\":{\"a"
            + "ttempts\":4,\"mean\":2.5,\"median\":2.5,\"sd\":1.7320508075688772,\"skewness\":0.0,\"kurtosis\":-6.0"
            + ",\"cronbachAlpha\":0.33333333333333326,\"standardError\":1.414213562373095,\"distribution\":[{\"from"
            + "\":0.00,\"to\":0.40,\"count\":0},{\"from\":0.40,\"to\":0.80,\"count\":0},{\"from\":0.80,\"to\":1.20,"
            + "\"count\":2},{\"from\":1.20,\"to\":1.60,\"count\":0},{\"from\":1.60,\"to\":2.00,\"count\":0},{\"from"
            + "\":2.00,\"to\":2.40,\"count\":0},{\"from\":2.40,\"to\":2.80,\"count\":0},{\"from\":2.80,\"to\":3.20,"
            + "\"count\":0},{\"from\":3.20,\"to\":3.60,\"count\":0},{\"from\":3.60,\"to\":4.00,\"count\":2}]},\"que"
            + "stions\":[{\"questionId\":\"Q0\",\"questionVersionId\":null,\"position\":1,\"text\":\"Um\",\"type\":"
            + "\"SINGLE_CHOICE\",\"attempts\":4,\"facility\":0.75,\"sd\":0.5,\"discriminationIndex\":33.33333333333"
            + "333,\"discriminativeEfficiency\":42.857142857142854,\"effectiveWeight\":30.90169943749474,\"alphaIfD"
            + "eleted\":null,\"options\":[{\"optionId\":\"Q0O0\",\"text\":\"a\",\"count\":3,\"share\":0.75},{\"opti"
            + "onId\":\"Q0O1\",\"text\":\"b\",\"count\":1,\"share\":0.25}],\"answers\":null},{\"questionId\":\"Q1\""
            + ",\"questionVersionId\":null,\"position\":2,\"text\":\"Dois\",\"type\":\"SINGLE_CHOICE\",\"attempts\""
            + ":4,\"facility\":0.5833333333333334,\"sd\":0.5,\"discriminationIndex\":33.33333333333333,\"discrimina"
            + "tiveEfficiency\":42.857142857142854,\"effectiveWeight\":69.09830056250526,\"alphaIfDeleted\":null,\""
            + "options\":[{\"optionId\":\"Q1O0\",\"text\":\"c\",\"count\":2,\"share\":0.5},{\"optionId\":\"Q1O1\",\"text\":\"d\",\"count\":1,\"share\":0.25},{\"optionId\":\"Q1O2\",\"text\":\"e\",\"count\":1,\"share\":0.25}],\"answers\":null}]}";

    private JsonPath post(String path, Object body, int status) {
        return admin.request().contentType(ContentType.JSON).body(body).post(path).then().statusCode(status).extract().jsonPath();
    }
}
