package app.assessment.bootstrap.draw;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.QueryCounter;
import app.assessment.bootstrap.testsupport.SignedInOrganization;
import app.assessment.bootstrap.testsupport.TestAccounts;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 45's goal for the link's reload (ADR 0053): a form that draws costs the round trips of a fixed form, no more. The
 * instance rides on the statement that reads the open attempt, and the form it shows is kept in memory by form version and
 * attempt.
 */
@QuarkusTest
class DrawnOpenRoundTripsTest {

    @Inject
    TestAccounts accounts;

    @Inject
    QueryCounter queries;

    @Test
    void aDrawnReload_costsTheRoundTripsOfAFixedReload() {
        Browser admin = SignedInOrganization.create(accounts).admin();
        Fixtures fx = new Fixtures(admin);
        DrawnForms draws = new DrawnForms(admin);
        String fixed = fx.assign(fx.form("Fixa").getString("id"), Map.of("studentId", fx.student("Fixa"))).getString("token");
        String drawnForm = draws.drawingOnly(draws.bank(8, "Sorteada").id(), 5);
        String drawn = fx.assign(drawnForm, Map.of("studentId", fx.student("Sorteio"))).getString("token");
        open(fixed);
        open(drawn);

        long fixedReload = fewestRoundTrips(fixed);
        long drawnReload = fewestRoundTrips(drawn);

        // The subject (assignment, participant, charge, form version, open attempt and whether it has an instance) and the
        // draft: the form is in memory under its version, the drawn form under its version and attempt.
        assertThat(fixedReload).isEqualTo(2);
        assertThat(drawnReload).isEqualTo(fixedReload);
    }

    private static void open(String token) {
        given().get("/api/test-link/" + token).then().statusCode(200);
    }

    /** The fewest of three reads, as in AssignmentListRoundTripsTest: a pool's or session's occasional work is not the open's. */
    private long fewestRoundTrips(String token) {
        long fewest = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            fewest = Math.min(fewest, queries.roundTripsDuring(() -> open(token)));
        }
        return fewest;
    }
}
