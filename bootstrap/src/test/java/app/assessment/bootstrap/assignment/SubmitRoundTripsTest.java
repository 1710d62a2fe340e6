package app.assessment.bootstrap.assignment;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.QueryCounter;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The public test link's hot paths cost a fixed number of round trips to PostgreSQL. */
@QuarkusTest
class SubmitRoundTripsTest {

    @Inject
    TestAccounts accounts;

    @Inject
    QueryCounter queries;

    @Test
    void openAndSubmit_costAFixedNumberOfRoundTrips() {
        Browser professor = Browser.signedIn(accounts.user(accounts.organization(), Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Fixtures fx = new Fixtures(professor);
        var form = fx.form("Viagens");
        String token = fx.assign(form.getString("id"), Map.of("studentId", fx.student("Davi"))).getString("token");

        long firstOpen = queries.roundTripsDuring(() -> given().get("/api/test-link/" + token).then().statusCode(200));
        long open = queries.roundTripsDuring(() -> given().get("/api/test-link/" + token).then().statusCode(200));
        long submit = queries.roundTripsDuring(() -> given().contentType(ContentType.JSON)
                .body(AssessmentFlowTest.answers(form.getString("questions[0].id"), form.getString("questions[0].options[0].id")))
                .post("/api/test-link/" + token + "/submit").then().statusCode(201));

        // Open: the assignment with its participant, pending charge and form version; the form
        // with its questions (the first time only: then it is in memory under that version); the
        // draft. No transaction, so no COMMIT: a read needs none.
        assertThat(firstOpen).isEqualTo(3);
        assertThat(open).isEqualTo(2);
        // Submit: the assignment as above, the completion with the draft's removal, the
        // submission with its answers, the audit entry, the teacher's notifications with the
        // withdrawal of the reminders (the outbox's one round trip, docs/adr/0025), the webhook event (issue 47, ADR
        // 0056: one insert that fans out to the organization's endpoints, none here), the item statistics (issue 46, ADR
        // 0055: the submission's entry, the form's sums and its counts, sent together), COMMIT.
        assertThat(submit).isEqualTo(8);
    }
}
