package app.assessment.bootstrap.apikey;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

import app.assessment.application.port.in.cleanup.CleanUpUseCase;
import app.assessment.bootstrap.testsupport.SignedInOrganization;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.bootstrap.testsupport.TestClock;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Issue 47: {@code Idempotency-Key} on creating POSTs. */
@QuarkusTest
class IdempotencyKeyTest {

    @Inject
    TestAccounts accounts;
    @Inject
    TestClock clock;
    @Inject
    ApiKeyRows rows;
    @Inject
    CleanUpUseCase cleanup;

    private SignedInOrganization org;

    @BeforeEach
    void setUp() {
        org = SignedInOrganization.create(accounts);
    }

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    private static Map<String, Object> student(String name) {
        return Map.of("name", name, "status", "ACTIVE");
    }

    private Response post(RequestSpecification who, String key, Object body) {
        return who.contentType(ContentType.JSON).header("Idempotency-Key", key).body(body).post("/api/students");
    }

    @Test
    void aRepeat_answersTheFirstResponse_withoutCreatingAgain() {
        String key = UUID.randomUUID().toString();
        String name = "Idem " + key;

        Response first = post(org.admin().request(), key, student(name));
        Response repeat = post(org.admin().request(), key, student(name));

        first.then().statusCode(201);
        repeat.then().statusCode(201).header("Idempotent-Replayed", "true").body("id", equalTo(first.path("id")))
                .contentType(ContentType.JSON);
        assertThat(repeat.asString()).isEqualTo(first.asString());
        assertThat(rows.students(org.organization().id(), name)).isEqualTo(1);
    }

    @Test
    void theSameKeyWithAnotherBody_is422() {
        String key = UUID.randomUUID().toString();
        post(org.admin().request(), key, student("First " + key)).then().statusCode(201);

        post(org.admin().request(), key, student("Second " + key)).then().statusCode(422)
                .body("code", equalTo("IDEMPOTENCY_KEY_REUSED"));
        assertThat(rows.students(org.organization().id(), "Second " + key)).isZero();
    }

    @Test
    void keysBelongToTheirCaller_anotherUsersSameKeyCreatesItsOwn() {
        String key = UUID.randomUUID().toString();
        String name = "Shared key " + key;

        String mine = post(org.admin().request(), key, student(name)).then().statusCode(201).extract().path("id");
        String theirs = post(org.professor().request(), key, student(name)).then().statusCode(201).extract().path("id");

        assertThat(theirs).isNotEqualTo(mine);
    }

    @Test
    void withoutTheHeader_nothingChanges() {
        String name = "No key " + UUID.randomUUID();
        for (int i = 0; i < 2; i++) {
            org.admin().request().contentType(ContentType.JSON).body(student(name)).post("/api/students").then().statusCode(201);
        }
        assertThat(rows.students(org.organization().id(), name)).isEqualTo(2);
    }

    @Test
    void aRefusedFirstAttempt_isAnsweredAgain_butAMalformedKeyIs400() {
        String key = UUID.randomUUID().toString();
        post(org.admin().request(), key, Map.of("name", "no status")).then().statusCode(400);
        post(org.admin().request(), key, Map.of("name", "no status")).then().statusCode(400).header("Idempotent-Replayed", "true");

        post(org.admin().request(), "x".repeat(256), student("too long")).then().statusCode(400);
    }

    @Test
    void twentyConcurrentRepeats_createExactlyOne() throws Exception {
        String key = UUID.randomUUID().toString();
        String name = "Concurrent " + key;
        ExecutorService pool = Executors.newFixedThreadPool(20);
        try {
            List<Callable<Response>> calls = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                calls.add(() -> post(org.admin().request(), key, student(name)));
            }
            List<Integer> statuses = new ArrayList<>();
            List<String> ids = new ArrayList<>();
            for (Future<Response> f : pool.invokeAll(calls)) {
                Response r = f.get();
                statuses.add(r.statusCode());
                if (r.statusCode() == 201) {
                    ids.add(r.path("id"));
                }
            }
            assertThat(statuses).isSubsetOf(201, 409).contains(201);
            assertThat(ids).containsOnly(ids.get(0));
        } finally {
            pool.shutdownNow();
        }
        assertThat(rows.students(org.organization().id(), name)).isEqualTo(1);
        // Once the first has answered, a repeat gets its answer.
        post(org.admin().request(), key, student(name)).then().statusCode(201).header("Idempotent-Replayed", "true");
    }

    @Test
    void aKeyIsKept24Hours_thenCleanedUp() {
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        clock.freezeAt(now);
        String key = UUID.randomUUID().toString();
        String name = "Aged " + key;
        String first = post(org.admin().request(), key, student(name)).then().statusCode(201).extract().path("id");

        clock.advance(Duration.ofHours(23));
        cleanup.cleanUp();
        assertThat(rows.idempotencyRecords(key)).isEqualTo(1);
        post(org.admin().request(), key, student(name)).then().statusCode(201).body("id", equalTo(first));

        clock.advance(Duration.ofHours(1).plusSeconds(1));
        assertThat(cleanup.cleanUp().idempotencyKeys()).isGreaterThanOrEqualTo(1);
        assertThat(rows.idempotencyRecords(key)).isZero();
        String again = post(org.admin().request(), key, student(name)).then().statusCode(201).extract().path("id");
        assertThat(again).isNotEqualTo(first);
    }

    @Test
    void anApiKeysRequests_areIdempotentToo() {
        String apiKey = ApiKeysTest.key(org.admin(), List.of("people:write"));
        String key = UUID.randomUUID().toString();
        String name = "Via key " + key;

        String first = post(ApiKeysTest.with(apiKey), key, student(name)).then().statusCode(201).extract().path("id");
        post(ApiKeysTest.with(apiKey), key, student(name)).then().statusCode(201).body("id", equalTo(first));
        // The administrator who created the key is another caller: the same Idempotency-Key is theirs to use.
        post(org.admin().request(), key, student(name)).then().statusCode(201).body("id", not(equalTo(first)));
    }

    @Test
    void aMultipartCreate_isIdempotent_andItsBodyCounts() {
        String key = UUID.randomUUID().toString();
        String name = "Multipart " + key;
        String first = org.admin().request().header("Idempotency-Key", key).multiPart("name", name).multiPart("status", "ACTIVE")
                .post("/api/students").then().statusCode(201).extract().path("id");

        org.admin().request().header("Idempotency-Key", key).multiPart("name", name).multiPart("status", "ACTIVE")
                .post("/api/students").then().statusCode(201).body("id", equalTo(first));
        org.admin().request().header("Idempotency-Key", key).multiPart("name", name + " other").multiPart("status", "ACTIVE")
                .post("/api/students").then().statusCode(422);
        assertThat(rows.students(org.organization().id(), name)).isEqualTo(1);
    }

    @Test
    void creatingAForm_andAnApiKey_areIdempotent() {
        String key = UUID.randomUUID().toString();
        Response form = org.admin().request().contentType(ContentType.JSON).header("Idempotency-Key", key)
                .body(Map.of("title", "Idem form")).post("/api/forms");
        Response formAgain = org.admin().request().contentType(ContentType.JSON).header("Idempotency-Key", key)
                .body(Map.of("title", "Idem form")).post("/api/forms");
        assertThat(formAgain.<String>path("id")).isEqualTo(form.path("id"));

        String apiKeyKey = UUID.randomUUID().toString();
        Map<String, Object> body = Map.of("name", "once", "scopes", List.of("forms:read"));
        Response created = org.admin().request().contentType(ContentType.JSON).header("Idempotency-Key", apiKeyKey).body(body)
                .post("/api/admin/api-keys");
        Response again = org.admin().request().contentType(ContentType.JSON).header("Idempotency-Key", apiKeyKey).body(body)
                .post("/api/admin/api-keys");
        assertThat(again.<String>path("id")).isEqualTo(created.path("id"));
    }
}
