package app.assessment.bootstrap.attempt;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.bootstrap.assignment.FormBodies;
import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.QueryCounter;
import app.assessment.bootstrap.testsupport.SignedInOrganization;
import app.assessment.bootstrap.testsupport.TestAccounts;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A page of assignments with attempt settings costs the same round trips for one row as for many (no query per row). */
@QuarkusTest
class AssignmentListRoundTripsTest {

    @Inject
    TestAccounts accounts;

    @Inject
    QueryCounter queries;

    @Test
    void attemptsOfAPageAreReadTogether() {
        Browser admin = SignedInOrganization.create(accounts).admin();
        Fixtures fixtures = new Fixtures(admin);
        Map<String, Object> body = new HashMap<>(FormBodies.science("Three tries"));
        body.put("attemptsAllowed", 3);
        String formId = fixtures.form(body).getString("id");
        fixtures.assign(formId, Map.of("studentId", fixtures.student("First")));
        admin.request().queryParam("formId", formId).get("/api/assignments").then().statusCode(200);

        long one = fewestRoundTrips(admin, formId);
        for (int i = 0; i < 4; i++) {
            fixtures.assign(formId, Map.of("studentId", fixtures.student("Next " + i)));
        }
        long five = fewestRoundTrips(admin, formId);

        assertThat(five).isEqualTo(one);
    }

    /**
     * The fewest of three reads: a session's occasional bookkeeping (its renewal, say) adds a write to one read now and
     * then, which is not the list's cost; a query per row would show in every read.
     */
    private long fewestRoundTrips(Browser admin, String formId) {
        long fewest = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            fewest = Math.min(fewest, queries.roundTripsDuring(() -> admin.request().queryParam("formId", formId)
                    .get("/api/assignments").then().statusCode(200)));
        }
        return fewest;
    }
}
