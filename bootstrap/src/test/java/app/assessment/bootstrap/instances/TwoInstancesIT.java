package app.assessment.bootstrap.instances;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.assignment.FormBodies;
import app.assessment.bootstrap.payment.AsaasJsonFixtures;
import app.assessment.bootstrap.payment.Concurrently;
import app.assessment.bootstrap.payment.PaymentWorld;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.EventStream;
import com.github.tomakehurst.wiremock.WireMockServer;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Two instances of the packaged production artifact, as two processes over one PostgreSQL and one
 * Redis, behave as one service (ADR 0023): whatever a request did through A, a request through B
 * sees. The last test stops B with SIGTERM and watches it drain.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TwoInstancesIT {

    private static final String SESSION_COOKIE = "next-auth.session-token";

    private static WireMockServer asaas;
    private static Instance a;
    private static Instance b;
    private static Browser admin;

    @BeforeAll
    static void startTwoInstances() throws Exception {
        asaas = new WireMockServer(options().dynamicPort());
        asaas.start();
        Map<String, String> environment = ProductionEnvironment.of(asaas.baseUrl(), Files.createTempDirectory("instances"));
        long started = System.nanoTime();
        a = Instance.start("a", environment);
        b = Instance.start("b", environment);
        // Both migrate and create the first administrator on the same empty database at once.
        await().atMost(Duration.ofMinutes(3)).pollInterval(Duration.ofMillis(200)).until(() -> a.ready() & b.ready());
        System.out.printf("TwoInstancesIT: two instances ready in %d ms%n", Duration.ofNanos(System.nanoTime() - started).toMillis());
        // Fixtures and Browser use the global port: through A unless a request names B.
        RestAssured.port = a.port;
        admin = Browser.signedIn(ProductionEnvironment.ADMIN_EMAIL, ProductionEnvironment.ADMIN_PASSWORD);
    }

    @AfterAll
    static void stopThem() {
        RestAssured.reset();
        for (Instance each : new Instance[] {a, b}) {
            if (each != null) {
                each.close();
            }
        }
        if (asaas != null) {
            asaas.stop();
        }
    }

    @Test
    @Order(1)
    void failedSignInsSpreadOverBothInstances_blockTheAddressOnBoth() {
        String address = Browser.newAddress();
        for (int i = 0; i < 5; i++) {
            checkCredentials(i % 2 == 0 ? a : b, address, "nobody-" + i + "@example.com", "wrong-" + i).then().statusCode(401);
        }
        for (Instance each : List.of(a, b)) {
            checkCredentials(each, address, ProductionEnvironment.ADMIN_EMAIL, ProductionEnvironment.ADMIN_PASSWORD).then()
                    .statusCode(429).body("code", equalTo("RATE_LIMITED"));
        }
    }

    @Test
    @Order(2)
    void aFormEditedThroughA_isSeenAtOnceByATestLinkOpenedThroughB() {
        Fixtures fixtures = new Fixtures(admin);
        JsonPath form = fixtures.form("Duas instâncias " + UUID.randomUUID());
        String formId = form.getString("id");
        String token = fixtures.assign(formId, Map.of("studentId", fixtures.student("Eva"))).getString("token");
        for (int i = 0; i < 2; i++) {
            given().port(b.port).get("/api/test-link/" + token).then().statusCode(200)
                    .body("form.questions.text", contains("Quanto é 2 + 2?", "Capital do Brasil?"));
        }

        admin.request().contentType(ContentType.JSON).body(edited(form)).put("/api/forms/" + formId).then().statusCode(200);

        given().port(b.port).get("/api/test-link/" + token).then().statusCode(200)
                .body("form.questions.text", contains("Quanto é 3 + 4?"));
    }

    @Test
    @Order(3)
    void aSessionRevokedOnA_isRefusedOnB() {
        Browser user = Browser.signedIn(ProductionEnvironment.ADMIN_EMAIL, ProductionEnvironment.ADMIN_PASSWORD);
        String token = user.sessionToken();
        given().port(b.port).cookie(SESSION_COOKIE, token).get("/api/forms?page=1&limit=1").then().statusCode(200);

        user.request().post("/api/auth/logout").then().statusCode(200);

        given().port(b.port).cookie(SESSION_COOKIE, token).get("/api/forms?page=1&limit=1").then().statusCode(401)
                .body("code", equalTo("UNAUTHENTICATED"));
        given().port(b.port).header("Authorization", "Bearer " + token).get("/api/forms?page=1&limit=1").then().statusCode(401);
    }

    /** Issue 47: keys are read from the database on every request, so B refuses a key revoked through A at once. */
    @Test
    @Order(3)
    void anApiKeyRevokedOnA_isRefusedOnBAtTheNextRequest() {
        JsonPath created = admin.request().contentType(ContentType.JSON)
                .body(Map.of("name", "two instances", "scopes", List.of("forms:read"))).post("/api/admin/api-keys")
                .then().statusCode(201).extract().jsonPath();
        String key = created.getString("key");
        given().port(b.port).header("Authorization", "Bearer " + key).get("/api/forms?page=1&limit=1").then().statusCode(200);

        admin.request().delete("/api/admin/api-keys/" + created.getString("id")).then().statusCode(200);

        given().port(b.port).header("Authorization", "Bearer " + key).get("/api/forms?page=1&limit=1").then().statusCode(401);
    }

    /** Issue 47: one Idempotency-Key sent to both instances at once creates one record (the claim row is shared). */
    @Test
    @Order(3)
    void oneIdempotencyKeySentToBothInstancesAtOnce_createsOneRecord() throws Exception {
        String key = UUID.randomUUID().toString();
        String name = "Twice " + key;
        Map<String, Object> body = Map.of("name", name, "status", "ACTIVE");
        List<CompletableFuture<Response>> sent = new java.util.ArrayList<>();
        for (int i = 0; i < 10; i++) {
            int port = i % 2 == 0 ? a.port : b.port;
            sent.add(CompletableFuture.supplyAsync(() -> admin.request().port(port).contentType(ContentType.JSON)
                    .header("Idempotency-Key", key).body(body).post("/api/students")));
        }
        for (CompletableFuture<Response> response : sent) {
            assertThat(response.get(1, TimeUnit.MINUTES).statusCode()).isIn(201, 409);
        }
        admin.request().port(b.port).contentType(ContentType.JSON).header("Idempotency-Key", key).body(body).post("/api/students")
                .then().statusCode(201).header("Idempotent-Replayed", "true");
        admin.request().get("/api/students?search=" + key).then().statusCode(200).body("total", equalTo(1));
    }

    @Test
    @Order(4)
    void aCronJobCalledOnBothAtOnce_runsOnce() throws Exception {
        try (Connection holder = database()) {
            holder.setAutoCommit(false);
            // The clean-up deletes expired sessions first: holding the table keeps A's run inside its lock.
            holder.createStatement().execute("lock table sessions in exclusive mode");
            CompletableFuture<Response> onA = CompletableFuture.supplyAsync(() -> cron(a, "/api/cron/cleanup"));
            awaitABackendWaitingForALock();

            cron(b, "/api/cron/cleanup").then().statusCode(200).body("ran", equalTo(false)).body("sessions", equalTo(0));
            assertThat(onA).isNotDone();

            holder.rollback();
            onA.get(30, TimeUnit.SECONDS).then().statusCode(200).body("ran", equalTo(true));
        }
        assertThat(count("select count(*) from audit_entries where action = 'cleanup.run'")).isEqualTo(1);
    }

    @Test
    @Order(5)
    void webhooksForOneChargeDeliveredToBothAtOnce_haveOneEffect() throws Exception {
        String providerId = "pay_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        asaas.stubFor(get(urlPathEqualTo("/v3/customers")).willReturn(okJson(AsaasJsonFixtures.list())));
        asaas.stubFor(post(urlPathEqualTo("/v3/customers"))
                .willReturn(okJson(AsaasJsonFixtures.customer("cus_000005219613", "any", "Ana Souza", PaymentWorld.CPF))));
        asaas.stubFor(get(urlPathEqualTo("/v3/payments")).willReturn(okJson(AsaasJsonFixtures.list())));
        asaas.stubFor(post(urlPathEqualTo("/v3/payments"))
                .willReturn(okJson(AsaasJsonFixtures.payment(providerId, "BOLETO", "80.00", "PENDING", null, false))));
        Fixtures fixtures = new Fixtures(admin);
        String formId = fixtures.form("Pagamento " + UUID.randomUUID()).getString("id");
        String assignmentId = fixtures.assign(formId, Map.of("studentId", fixtures.student("Ana Souza", "529.982.247-25"))).getString("id");
        admin.request().contentType(ContentType.JSON).body(Map.of("method", "BOLETO", "amount", 80))
                .post(PaymentWorld.paymentPath(assignmentId)).then().statusCode(200).body("paymentStatus", equalTo("pending"));
        admin.request().get(PaymentWorld.paymentPath(assignmentId)).then().body("paymentId", equalTo(providerId));

        String received = PaymentWorld.webhookBody(PaymentWorld.eventId(), "PAYMENT_RECEIVED", providerId, assignmentId);
        String confirmed = PaymentWorld.webhookBody(PaymentWorld.eventId(), "PAYMENT_CONFIRMED", providerId, assignmentId);
        List<Integer> statuses = Concurrently.statuses(List.of(webhook(a, received), webhook(b, received),
                webhook(a, confirmed), webhook(b, confirmed)));

        assertThat(statuses).containsOnly(200);
        admin.request().get(PaymentWorld.paymentPath(assignmentId)).then().body("paymentStatus", equalTo("paid"));
        assertThat(count("select count(*) from audit_entries where entity_id = ? and action = 'payment.webhook'", assignmentId))
                .isEqualTo(1);
        assertThat(count("select count(*) from provider_events where provider_payment_id = ?", providerId)).isEqualTo(2);
        assertThat(count("select count(*) from provider_events where provider_payment_id = ? and outcome = 'applied'", providerId))
                .isEqualTo(1);
    }

    @Test
    @Order(6)
    void anAuditEntryWrittenOnA_reachesAStreamConnectedToB_withinOneSecond() {
        Map<String, String> bearer = Map.of("Authorization", "Bearer " + admin.sessionToken());
        try (EventStream onB = EventStream.open(b.uri("/api/admin/logs/stream"), bearer)) {
            assertThat(onB.status()).isEqualTo(200);
            await().atMost(Duration.ofSeconds(5)).until(() -> onB.retries().size() == 1);

            String studentId = new Fixtures(admin).student("Transmitida " + UUID.randomUUID());

            await().atMost(Duration.ofSeconds(1)).pollInterval(Duration.ofMillis(20))
                    .until(() -> onB.events().stream().anyMatch(event -> event.data().contains(studentId)));
        }
    }

    /**
     * Issue 46: a thousand submits of one form at once, half through each instance, lose no statistics update: the
     * report read through B equals a two-pass recomputation from the stored answers, to 1e-9.
     */
    @Test
    @Order(7)
    void aThousandSubmitsThroughBothInstancesAtOnce_loseNoStatisticsUpdate() throws Exception {
        int count = 1000;
        JsonPath form = new Fixtures(admin).form("Estatística " + UUID.randomUUID());
        String formId = form.getString("id");
        String batch = "Concorrente " + UUID.randomUUID().toString().substring(0, 8) + " ";
        String csv = "name\n" + java.util.stream.IntStream.range(0, count).mapToObj(i -> batch + i)
                .collect(java.util.stream.Collectors.joining("\n")) + "\n";
        admin.request().multiPart("file", "students.csv", csv.getBytes(java.nio.charset.StandardCharsets.UTF_8), "text/csv")
                .post("/api/students/import").then().statusCode(200).body("created", equalTo(count));
        List<String> students = strings("select id from students where name like ? order by id", batch + "%");
        admin.request().contentType(ContentType.JSON).body(Map.of("formId", formId, "studentIds", students, "notify", false))
                .post("/api/assignments/bulk").then().statusCode(201).body("created", equalTo(count));
        List<String> tokens = strings("select token from assignments where form_id = ? order by id", formId);

        java.util.Random random = new java.util.Random(46);
        List<Map<String, Object>> bodies = tokens.stream().map(token -> Map.<String, Object>of("answers", List.of(0, 1).stream()
                .map(q -> Map.of("questionId", form.getString("questions[" + q + "].id"),
                        "optionId", form.getString("questions[" + q + "].options[" + random.nextInt(2) + "].id"))).toList()))
                .toList();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(16);
        try {
            List<CompletableFuture<Integer>> submits = new java.util.ArrayList<>();
            for (int i = 0; i < count; i++) {
                Instance through = i % 2 == 0 ? a : b;
                String token = tokens.get(i);
                Map<String, Object> body = bodies.get(i);
                submits.add(CompletableFuture.supplyAsync(() -> given().port(through.port).contentType(ContentType.JSON).body(body)
                        .post("/api/test-link/" + token + "/submit").statusCode(), pool));
            }
            assertThat(submits.stream().map(CompletableFuture::join)).containsOnly(201);
        } finally {
            pool.shutdownNow();
        }

        JsonPath report = given().port(b.port).cookie(SESSION_COOKIE, admin.sessionToken()).get("/api/forms/" + formId + "/statistics")
                .then().statusCode(200).extract().jsonPath()
                .using(new io.restassured.path.json.config.JsonPathConfig(io.restassured.path.json.config.JsonPathConfig.NumberReturnType.DOUBLE));
        Map<String, Double> maxima = new java.util.LinkedHashMap<>();
        for (int q = 0; q < 2; q++) {
            maxima.put(form.getString("questions[" + q + "].id"), 5.0);
        }
        var expected = app.assessment.bootstrap.statistics.TwoPassStatistics.fromAnswers(
                strings("select cast(answers as text) from submissions where form_id = ? and counted", formId), maxima);
        assertThat(expected.n()).isEqualTo(count);
        app.assessment.bootstrap.statistics.TwoPassStatistics.assertReportMatches(report, expected, "two instances");
    }

    /** Issue 46: a submit committed through A reaches a statistics stream connected to B within one second. */
    @Test
    @Order(8)
    void aSubmitThroughA_reachesAStatisticsStreamConnectedToB_withinOneSecond() {
        Fixtures fixtures = new Fixtures(admin);
        JsonPath form = fixtures.form("Ao vivo " + UUID.randomUUID());
        String token = fixtures.assign(form.getString("id"), Map.of("studentId", fixtures.student("Lia"))).getString("token");
        Map<String, String> cookie = Map.of("Cookie", SESSION_COOKIE + "=" + admin.sessionToken());
        try (EventStream onB = EventStream.open(b.uri("/api/forms/" + form.getString("id") + "/statistics/stream"), cookie)) {
            await().atMost(Duration.ofSeconds(5)).until(() -> onB.events().size() == 1);
            assertThat(JsonPath.from(onB.events().get(0).data()).getLong("test.attempts")).isZero();

            given().contentType(ContentType.JSON).body(Map.of("answers", List.of(0, 1).stream().map(q -> Map.of(
                    "questionId", form.getString("questions[" + q + "].id"),
                    "optionId", form.getString("questions[" + q + "].options[0].id"))).toList()))
                    .post("/api/test-link/" + token + "/submit").then().statusCode(201);

            await().atMost(Duration.ofSeconds(1)).pollInterval(Duration.ofMillis(20)).until(() -> onB.events().size() == 2);
            assertThat(JsonPath.from(onB.events().get(1).data()).getLong("test.attempts")).isEqualTo(1);
        }
    }

    /** Last: B is stopped for good. */
    @Test
    @Order(99)
    void onSigterm_readinessGoesDownFirst_andARequestInFlightStillCompletes() throws Exception {
        JsonPath form = new Fixtures(admin).form("Desligamento " + UUID.randomUUID());
        String formId = form.getString("id");
        HttpRequest cronHealth = HttpRequest.newBuilder(b.uri("/api/cron/health"))
                .header("Authorization", "Bearer " + ProductionEnvironment.CRON_SECRET).timeout(Duration.ofSeconds(5)).GET().build();
        assertThat(b.status(cronHealth)).isEqualTo(200);
        Map<String, String> bearer = Map.of("Authorization", "Bearer " + admin.sessionToken());
        try (Connection holder = database(); EventStream stream = EventStream.open(b.uri("/api/admin/logs/stream"), bearer)) {
            await().atMost(Duration.ofSeconds(5)).until(() -> stream.retries().size() == 1);
            holder.setAutoCommit(false);
            // The edit through B waits on the form's row until the test lets it go: a request held in flight.
            try (PreparedStatement lock = holder.prepareStatement("select id from forms where id = ? for update")) {
                lock.setString(1, formId);
                lock.executeQuery().close();
            }
            CompletableFuture<Response> inFlight = CompletableFuture.supplyAsync(() -> admin.request().port(b.port)
                    .contentType(ContentType.JSON).body(edited(form)).put("/api/forms/" + formId));
            awaitABackendWaitingForALock();

            b.terminate();

            await().atMost(Duration.ofSeconds(5)).pollInterval(Duration.ofMillis(50)).until(() -> b.readiness() == 503);
            assertThat(b.status(cronHealth)).as("still serving while the load balancer takes it out").isEqualTo(200);
            // A stream never ends by itself: it ends at once with a hint to come back (to another instance), or
            // the drain below would wait for it until SHUTDOWN_TIMEOUT.
            await().atMost(Duration.ofSeconds(2)).until(stream::ended);
            assertThat(stream.retries()).hasSize(2);
            // After SHUTDOWN_DELAY it drains: it keeps the request in flight, and since Quarkus 3.33 a request that
            // still reaches it is answered (no 503) and its connection closed after it, so the client reconnects elsewhere.
            await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(100)).until(() -> b.closesConnectionAfter(
                    "/api/cron/health", Map.of("Authorization", "Bearer " + ProductionEnvironment.CRON_SECRET)));
            assertThat(b.alive()).isTrue();
            assertThat(inFlight).isNotDone();

            holder.rollback();
            inFlight.get(30, TimeUnit.SECONDS).then().statusCode(200);
        }
        // Well within SHUTDOWN_TIMEOUT (20 s): nothing else held the drain.
        await().atMost(Duration.ofSeconds(5)).until(() -> !b.alive());
        assertThat(a.readiness()).as("A serves on").isEqualTo(200);
    }

    private static Map<String, Object> edited(JsonPath form) {
        Map<String, Object> edited = new HashMap<>(FormBodies.science(form.getString("title")));
        edited.put("questions", List.of(Map.of("id", form.getString("questions[0].id"), "text", "Quanto é 3 + 4?", "options",
                List.of(Map.of("id", form.getString("questions[0].options[0].id"), "text", "7", "points", 7),
                        Map.of("text", "8", "points", 0)))));
        return edited;
    }

    private static Response checkCredentials(Instance instance, String address, String email, String password) {
        return given().port(instance.port).header("X-Forwarded-For", address).contentType(ContentType.JSON)
                .body(Map.of("email", email, "password", password)).post("/api/auth/check-credentials");
    }

    private static Response cron(Instance instance, String path) {
        return given().port(instance.port).header("Authorization", "Bearer " + ProductionEnvironment.CRON_SECRET).get(path);
    }

    private static Supplier<Response> webhook(Instance instance, String body) {
        return () -> given().port(instance.port).contentType(ContentType.JSON).header("asaas-access-token",
                ProductionEnvironment.WEBHOOK_TOKEN).body(body).post("/api/webhooks/asaas");
    }

    private static void awaitABackendWaitingForALock() {
        await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(50)).until(() -> count(
                "select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'") > 0);
    }

    private static long count(String sql, String... parameters) throws SQLException {
        try (Connection connection = database(); PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                statement.setString(i + 1, parameters[i]);
            }
            try (ResultSet rows = statement.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        }
    }

    private static List<String> strings(String sql, String... parameters) throws SQLException {
        try (Connection connection = database(); PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                statement.setString(i + 1, parameters[i]);
            }
            List<String> values = new java.util.ArrayList<>();
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    values.add(rows.getString(1));
                }
            }
            return values;
        }
    }

    private static Connection database() throws SQLException {
        return DriverManager.getConnection(System.getProperty("quarkus.datasource.jdbc.url"),
                System.getProperty("quarkus.datasource.username"), System.getProperty("quarkus.datasource.password", ""));
    }
}
