package app.assessment.bootstrap.notification;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.QueryCounter;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Enqueueing a notification adds one round trip to the write that causes it (issue 22, ADR 0025):
 * of the round trips of an assignment's creation, a payment's confirmation and a submit, exactly
 * one names the notifications table, and the rows it wrote are there afterwards.
 */
@QuarkusTest
@TestProfile(QueryCounter.EveryStatementParsed.class)
class EnqueueRoundTripsTest {

    @Inject
    TestAccounts accounts;
    @Inject
    QueryCounter queries;
    @Inject
    NotificationRows rows;

    private Browser professor;
    private Browser admin;
    private Fixtures fx;

    @BeforeEach
    void setUp() {
        Organization org = accounts.organization();
        professor = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        fx = new Fixtures(professor);
    }

    @Test
    void assignmentCreation_enqueuesInOneRoundTrip() {
        String formId = fx.form("Geografia").getString("id");
        String studentId = student("Gil");
        String[] assignmentId = new String[1];

        long naming = queries.roundTripsNaming("notifications",
                () -> assignmentId[0] = fx.assign(formId, Map.of("studentId", studentId)).getString("id"));

        assertThat(naming).isEqualTo(1);
        assertThat(rows.ofAssignment(assignmentId[0])).extracting(r -> r[0]).contains("ASSIGNMENT_CREATED");
    }

    @Test
    void paymentConfirmation_enqueuesInOneRoundTrip() {
        String formId = fx.form("Espanhol").getString("id");
        Map<String, Object> body = new HashMap<>(Map.of("name", "Helena", "status", "ACTIVE", "cpfCnpj", "529.982.247-25"));
        body.put("email", NotificationDeliveryTest.address());
        String studentId = professor.request().contentType(ContentType.JSON).body(body).post("/api/students").then().statusCode(201)
                .extract().path("id");
        String assignmentId = fx.assign(formId, Map.of("studentId", studentId)).getString("id");
        String paymentPath = "/api/mobile/assignments/" + assignmentId + "/payment";
        admin.request().contentType(ContentType.JSON).body(Map.of("method", "PIX", "amount", 30)).post(paymentPath).then()
                .statusCode(200);

        long naming = queries.roundTripsNaming("notifications",
                () -> admin.request().post(paymentPath + "/confirm").then().statusCode(200));

        assertThat(naming).isEqualTo(1);
        assertThat(rows.ofAssignment(assignmentId)).extracting(r -> r[0]).contains("PAYMENT_CONFIRMED");
    }

    @Test
    void submit_enqueuesInOneRoundTrip() {
        JsonPath form = fx.form("Física");
        JsonPath assignment = fx.assign(form.getString("id"), Map.of("studentId", student("Ivo")));

        long naming = queries.roundTripsNaming("notifications", () -> given().contentType(ContentType.JSON)
                .body(Map.of("answers", List.of(Map.of("questionId", form.getString("questions[0].id"),
                        "optionId", form.getString("questions[0].options[0].id")))))
                .post("/api/test-link/" + assignment.getString("token") + "/submit").then().statusCode(201));

        assertThat(naming).isEqualTo(1);
        assertThat(rows.ofAssignment(assignment.getString("id"))).extracting(r -> r[0]).contains("SUBMISSION_RECEIVED");
    }

    private String student(String name) {
        return professor.request().contentType(ContentType.JSON)
                .body(Map.of("name", name, "status", "ACTIVE", "email", NotificationDeliveryTest.address()))
                .post("/api/students").then().statusCode(201).extract().path("id");
    }
}
