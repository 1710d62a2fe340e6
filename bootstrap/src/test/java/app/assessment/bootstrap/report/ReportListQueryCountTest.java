package app.assessment.bootstrap.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.notNullValue;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.QueryCounter;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The report list and the export cost a fixed number of statements, however many rows, assigners or answers. */
@QuarkusTest
class ReportListQueryCountTest {

    @Inject
    TestAccounts accounts;

    @Inject
    QueryCounter queries;

    @Test
    void listPage_costsTheSameRoundTripsForOneRowAsForTwelveByThreeAssigners() {
        Browser small = organizationWithSubmissions(1, 1);
        Browser large = organizationWithSubmissions(3, 4);

        // A first list after start-up may pay a one-off driver lookup; what is pinned is the steady cost.
        roundTripsListing(small, 1);
        long one = roundTripsListing(small, 1);
        long twelve = roundTripsListing(large, 12);

        assertThat(twelve).isEqualTo(one);
        // The session read; the page with its assigners' names joined (a page shorter than the
        // limit needs no count), outside any transaction (ADR 0007). It was four: a BEGIN sent
        // with the page, a COMMIT, and the names read after it.
        assertThat(one).isEqualTo(2);
    }

    @Test
    void aFullPage_readsItsOrganizationsTotalInTheSameRoundTrip() {
        Browser admin = organizationWithSubmissions(3, 4);
        roundTripsListing(admin, 5, 5);

        long roundTrips = queries.roundTripsDuring(() -> admin.request().queryParam("limit", 5).queryParam("page", 2)
                .get("/api/reports").then().statusCode(200).body("reports.size()", equalTo(5)).body("total", equalTo(12)));

        // The session read; the page with its assigners' names and the organization's total (it was
        // three: the total, from submission_totals, was a round trip of its own).
        assertThat(roundTrips).isEqualTo(2);
        admin.request().queryParam("limit", 5).queryParam("page", 4).get("/api/reports").then().statusCode(200)
                .body("reports.size()", equalTo(0)).body("total", equalTo(12));
    }

    @Test
    void export_readsTheSubmissionItsAnswersAndTheNamesOnce() {
        Organization org = accounts.organization();
        Browser admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        Fixtures fx = new Fixtures(admin);
        String id = CompletedTests.submit(fx, fx.form(CompletedTests.form("Prova", 20)), Map.of("studentId", fx.student("Ana")));

        long roundTrips = queries.roundTripsDuring(() -> admin.request().contentType(ContentType.JSON)
                .body(Map.of("submissionId", id)).post("/api/reports/export").then().statusCode(200));

        // The session; the submission with its answers; the organization and assigner names; the commit.
        assertThat(roundTrips).isEqualTo(4);
    }

    /** An organization where each of {@code assigners} professors had {@code each} tests completed; its admin. */
    private Browser organizationWithSubmissions(int assigners, int each) {
        Organization org = accounts.organization();
        for (int a = 0; a < assigners; a++) {
            Fixtures fx = new Fixtures(Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD));
            JsonPath form = fx.form(CompletedTests.form("Prova " + a, 2));
            for (int i = 0; i < each; i++) {
                CompletedTests.submit(fx, form, Map.of("studentId", fx.student("Aluno " + a + "-" + i)));
            }
        }
        return Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
    }

    private long roundTripsListing(Browser admin, int expectedRows) {
        return roundTripsListing(admin, 100, expectedRows);
    }

    private long roundTripsListing(Browser admin, int limit, int expectedRows) {
        return queries.roundTripsDuring(() -> admin.request().queryParam("limit", limit).get("/api/reports")
                .then().statusCode(200).body("reports.size()", equalTo(expectedRows)).body("reports.assignedByName", everyItem(notNullValue())));
    }
}
