package app.assessment.bootstrap.statistics;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.form.TypedQuestions;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.bootstrap.testsupport.EventStream;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.path.json.config.JsonPathConfig;
import jakarta.inject.Inject;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Issue 46: the statistics equal a two-pass recomputation from the stored answers after every change
 * (submits of one and several attempts, manual grades, regrades), and after concurrent submits.
 * {@code -Dstatistics.exactness.n=2000} runs the full count (recorded in ADR 0055).
 */
@QuarkusTest
class StatisticsTest {

    /** The most points of TypedQuestions' questions, in order. */
    private static final double[] MAXIMA = {6, 2, 4, 3, 10, 4, 3};

    @Inject
    TestAccounts accounts;
    @Inject
    TwoPassStatistics oracle;
    @TestHTTPResource("/")
    URI base;

    @Test
    void afterEveryRandomSubmitGradeAndRegrade_theReportEqualsATwoPassRecomputation() throws Exception {
        int count = Integer.getInteger("statistics.exactness.n", 60);
        Organization org = accounts.organization();
        Browser professor = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Fixtures fx = new Fixtures(professor);
        JsonPath form = fx.form(TypedQuestions.form("Estatística"));
        String formId = form.getString("id");
        Map<String, Double> maxima = maxima(form);
        String student = fx.student("Aluna Estatística");
        Random random = new Random(46);
        List<String> pending = new ArrayList<>();
        Map<String, Object> multi = null;
        int attemptsLeft = 0;
        for (int i = 0; i < count; i++) {
            int action = random.nextInt(10);
            if (action == 0 && !pending.isEmpty()) {
                String answer = pending.remove(random.nextInt(pending.size()));
                professor.request().contentType(ContentType.JSON).body(Map.of("points", random.nextInt(4)))
                        .put(answer).then().statusCode(200);
            } else if (action == 1) {
                String question = form.getString("questions[" + random.nextInt(7) + "].id");
                String how = random.nextBoolean() ? "FULL_MARKS" : "RESCORE";
                professor.request().contentType(ContentType.JSON).body(Map.of("questions", List.of(Map.of("questionId", question,
                        "action", how)))).post("/api/forms/" + formId + "/regrade").then().statusCode(200);
            } else {
                if (attemptsLeft == 0 && random.nextInt(4) == 0) {
                    Map<String, Object> body = new HashMap<>(Map.of("studentId", student, "attemptsAllowed", 3,
                            "gradingPolicy", List.of("HIGHEST", "LAST", "FIRST", "AVERAGE").get(random.nextInt(4))));
                    multi = fx.assign(formId, body).getMap("");
                    attemptsLeft = 3;
                }
                String token;
                if (attemptsLeft > 0) {
                    token = (String) multi.get("token");
                    given().post("/api/test-link/" + token + "/start").then().statusCode(201);
                    attemptsLeft--;
                } else {
                    token = fx.assign(formId, Map.of("studentId", student)).getString("token");
                }
                JsonPath submit = given().contentType(ContentType.JSON).body(Map.of("answers", answers(form, random)))
                        .post("/api/test-link/" + token + "/submit").then().statusCode(201).extract().jsonPath();
                String id = submit.getString("submissionId");
                if (submit.getBoolean("pendingGrading")) {
                    JsonPath report = professor.request().get("/api/reports/" + id).then().statusCode(200).extract().jsonPath();
                    for (Map<String, Object> a : report.<Map<String, Object>>getList("answers")) {
                        if (Boolean.TRUE.equals(a.get("pendingGrading"))) {
                            pending.add("/api/submissions/" + id + "/answers/" + a.get("questionId") + "/grade");
                        }
                    }
                }
            }
            for (String selection : List.of("counted", "first", "all")) {
                if (i % 5 == 4 || i == count - 1 || selection.equals("counted")) {
                    compare(professor, formId, selection, maxima, "step " + i);
                }
            }
        }
    }

    @Test
    void concurrentSubmitsOfOneForm_loseNoUpdate() throws Exception {
        Organization org = accounts.organization();
        Browser professor = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Fixtures fx = new Fixtures(professor);
        JsonPath form = fx.form(TypedQuestions.form("Concorrência"));
        String formId = form.getString("id");
        String student = fx.student("Aluno Concorrência");
        int threads = Integer.getInteger("statistics.concurrency.n", 200);
        List<String> tokens = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            tokens.add(fx.assign(formId, Map.of("studentId", student)).getString("token"));
        }
        Random random = new Random(7);
        List<List<Map<String, Object>>> bodies = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            bodies.add(answers(form, random));
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Integer>> done = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            int n = i;
            done.add(pool.submit(() -> {
                go.await();
                return given().contentType(ContentType.JSON).body(Map.of("answers", bodies.get(n)))
                        .post("/api/test-link/" + tokens.get(n) + "/submit").then().extract().statusCode();
            }));
        }
        go.countDown();
        for (Future<Integer> f : done) {
            assertThat(f.get()).isEqualTo(201);
        }
        pool.shutdown();
        compare(professor, formId, "counted", maxima(form), "after " + threads + " concurrent submits");
        JsonPath all = professor.request().get("/api/forms/" + formId + "/statistics?attempts=all").then().statusCode(200)
                .extract().jsonPath();
        assertThat(all.getLong("test.attempts") + countPending(professor, formId)).isEqualTo(threads);
    }

    @Test
    void whoMayRead_andTheCsv() {
        Organization org = accounts.organization();
        Browser owner = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Browser colleague = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Browser admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        Browser stranger = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        Fixtures fx = new Fixtures(owner);
        JsonPath form = fx.form(oneQuestion());
        String formId = form.getString("id");
        String path = "/api/forms/" + formId + "/statistics";
        owner.request().get(path).then().statusCode(200).body("test.attempts", equalTo(0)).body("test.mean", equalTo(null))
                .body("attempts", equalTo("COUNTED"));
        submit(fx, formId, fx.student("Aluno"), form);
        owner.request().get(path).then().statusCode(200).body("test.attempts", equalTo(1)).body("test.mean", equalTo(1.0f))
                .body("test.sd", equalTo(null)).body("questions[0].facility", equalTo(1.0f))
                .body("questions[0].options[0].text", equalTo("4")).body("questions[0].options[0].count", equalTo(1));
        admin.request().get(path + "?attempts=first").then().statusCode(200).body("attempts", equalTo("FIRST"));
        colleague.request().get(path).then().statusCode(404);
        stranger.request().get(path).then().statusCode(404);
        owner.request().get(path + "?attempts=best").then().statusCode(400).body("code", equalTo("VALIDATION_FAILED"));
        owner.request().get(path + "?from=2026-12-02&to=2026-12-01").then().statusCode(400);
        owner.request().get(path + "?from=yesterday").then().statusCode(400);
        owner.request().get(path + "?from=2000-01-01&to=2100-01-01").then().statusCode(200).body("test.attempts", equalTo(1));
        owner.request().get(path + "?from=2000-01-01&to=2000-01-02").then().statusCode(200).body("test.attempts", equalTo(0));
        String csv = owner.request().get(path + ".csv").then().statusCode(200).contentType("text/csv").extract().asString();
        assertThat(csv.split("\r\n")).hasSize(2);
        assertThat(csv).startsWith("position,questionId,text,type,attempts,facility").contains("'=2+2?").contains(",1.0,");
        byte[] pdf = owner.request().get(path + ".pdf").then().statusCode(200).contentType("application/pdf").extract().asByteArray();
        assertThat(new String(pdf, 0, 5, java.nio.charset.StandardCharsets.US_ASCII)).isEqualTo("%PDF-");
        colleague.request().get(path + ".pdf").then().statusCode(404);
        owner.request().post(path + "/rebuild").then().statusCode(403);
        admin.request().post(path + "/rebuild").then().statusCode(200).body("test.attempts", equalTo(1));
        owner.request().get(path).then().statusCode(200).body("test.attempts", equalTo(1)).body("questions[0].facility",
                equalTo(1.0f));
    }

    @Test
    void theStream_sendsTheReportAtOnce_thenAfterEachCommit_andResumesFromLastEventId() {
        Organization org = accounts.organization();
        Browser owner = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Browser colleague = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Fixtures fx = new Fixtures(owner);
        JsonPath form = fx.form(oneQuestion());
        String formId = form.getString("id");
        String student = fx.student("Aluna ao vivo");
        URI uri = URI.create(base + "api/forms/" + formId + "/statistics/stream");
        Map<String, String> cookie = Map.of("Cookie", "next-auth.session-token=" + owner.sessionToken());
        try (EventStream denied = EventStream.open(uri, Map.of("Cookie", "next-auth.session-token=" + colleague.sessionToken()))) {
            await().atMost(Duration.ofSeconds(5)).until(() -> denied.status() != 0);
            assertThat(denied.status()).isEqualTo(404);
        }
        String lastId;
        try (EventStream stream = EventStream.open(uri, cookie)) {
            await().atMost(Duration.ofSeconds(5)).until(() -> stream.events().size() == 1);
            assertThat(stream.events().get(0).name()).isEqualTo("statistics");
            assertThat(JsonPath.from(stream.events().get(0).data()).getLong("test.attempts")).isZero();
            submit(fx, formId, student, form);
            await().atMost(Duration.ofSeconds(5)).until(() -> stream.events().size() == 2);
            assertThat(JsonPath.from(stream.events().get(1).data()).getLong("test.attempts")).isEqualTo(1);
            assertThat(Long.parseLong(stream.events().get(1).id())).isGreaterThan(Long.parseLong(stream.events().get(0).id()));
            // Nothing changes now: a keep-alive comment (every second in the test profile) keeps the stream open.
            await().atMost(Duration.ofSeconds(5)).until(() -> stream.comments().contains("keep-alive"));
            assertThat(stream.events()).hasSize(2);
            lastId = stream.events().get(1).id();
        }
        Map<String, String> resume = new HashMap<>(cookie);
        resume.put("Last-Event-ID", lastId);
        try (EventStream stream = EventStream.open(uri, resume)) {
            await().atMost(Duration.ofSeconds(5)).until(() -> stream.status() == 200);
            submit(fx, formId, student, form);
            await().atMost(Duration.ofSeconds(5)).until(() -> !stream.events().isEmpty());
            assertThat(JsonPath.from(stream.events().get(0).data()).getLong("test.attempts")).isEqualTo(2);
            assertThat(stream.events()).as("nothing again for the version the client had").hasSize(1);
            assertThat(Long.parseLong(stream.events().get(0).id())).isGreaterThan(Long.parseLong(lastId));
        }
    }

    /** An answer to the one single-choice question: counted at once, nothing to grade. */
    private static void submit(Fixtures fx, String formId, String student, JsonPath form) {
        String token = fx.assign(formId, Map.of("studentId", student)).getString("token");
        given().contentType(ContentType.JSON).body(Map.of("answers", List.of(Map.of("questionId", form.getString("questions[0].id"),
                "optionId", form.getString("questions[0].options[0].id"))))).post("/api/test-link/" + token + "/submit").then()
                .statusCode(201);
    }

    private static Map<String, Object> oneQuestion() {
        return Map.of("title", "Uma questão", "isPublished", true, "questions", List.of(Map.of("text",
                "=2+2?", "options", List.of(Map.of("text", "4", "points", 1), Map.of("text", "5", "points", 0)))));
    }

    private long countPending(Browser professor, String formId) {
        return professor.request().get("/api/grading?formId=" + formId + "&limit=100").then().statusCode(200).extract().jsonPath()
                .<String>getList("items.submissionId").stream().distinct().count();
    }

    private void compare(Browser professor, String formId, String selection, Map<String, Double> maxima, String when)
            throws Exception {
        JsonPath report = professor.request().get("/api/forms/" + formId + "/statistics?attempts=" + selection).then()
                .statusCode(200).extract().jsonPath().using(new JsonPathConfig(JsonPathConfig.NumberReturnType.DOUBLE));
        TwoPassStatistics.Figures expected = oracle.of(formId, selection, maxima);
        TwoPassStatistics.assertReportMatches(report, expected, when + " (" + selection + ")");
    }

    private static Map<String, Double> maxima(JsonPath form) {
        Map<String, Double> maxima = new LinkedHashMap<>();
        for (int i = 0; i < MAXIMA.length; i++) {
            maxima.put(form.getString("questions[" + i + "].id"), MAXIMA[i]);
        }
        return maxima;
    }

    /** Random answers to a random subset of TypedQuestions' questions, every type's shape. */
    static List<Map<String, Object>> answers(JsonPath form, Random random) {
        List<Map<String, Object>> answers = new ArrayList<>();
        for (int q = 0; q < 7; q++) {
            if (random.nextInt(6) == 0) {
                continue;
            }
            String id = form.getString("questions[" + q + "].id");
            Map<String, Object> answer = new HashMap<>(Map.of("questionId", id));
            switch (q) {
                case 0 -> {
                    List<String> options = new ArrayList<>(form.getList("questions[0].options.id"));
                    Collections.shuffle(options, random);
                    answer.put("optionIds", options.subList(0, 1 + random.nextInt(options.size())));
                }
                case 1 -> answer.put("optionId", form.getString("questions[1].options[" + random.nextInt(2) + "].id"));
                case 2 -> answer.put("number", List.of("9.81", "9.8", "10", "11", "3").get(random.nextInt(5)));
                case 3 -> answer.put("text", List.of("Brasília", "brasilia", " BRASÍLIA ", "Rio").get(random.nextInt(4)));
                case 4 -> answer.put("text", random.nextInt(3) == 0 ? "Luz e água." : "");
                case 5 -> answer.put("pairs", List.of(Map.of("pairId", "pt", "match", List.of("Lisboa", "Paris", "Madri")
                        .get(random.nextInt(3))), Map.of("pairId", "fr", "match", List.of("Lisboa", "Paris").get(random.nextInt(2)))));
                default -> {
                    List<String> order = new ArrayList<>(List.of("one", "two", "three"));
                    Collections.shuffle(order, random);
                    answer.put("order", order);
                }
            }
            answers.add(answer);
        }
        return answers;
    }
}
