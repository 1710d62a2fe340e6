package app.assessment.bootstrap.people;

import static app.assessment.bootstrap.testsupport.SignedInOrganization.created;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.SignedInOrganization;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Unsearched students and candidates lists take their total from people_totals (V33), searched
 * ones count their matches. Through the routes, people are created, change status, are promoted
 * and removed; every status filter must still total exactly what its list holds, and another
 * organization's people never count.
 */
@QuarkusTest
class PeopleTotalsTest extends SignedInPeopleTest {

    private static final List<String> STUDENT_FILTERS = List.of("", "status=ACTIVE", "status=INACTIVE", "status=SUSPENDED",
            "status=GRADUATED", "search=total");
    private static final List<String> CANDIDATE_FILTERS = List.of("", "status=ACTIVE", "status=INACTIVE", "status=APPROVED",
            "status=REJECTED", "status=PROMOTED", "search=total");

    @Test
    void studentTotals_followCreatesStatusChangesAndRemovals_underEveryFilter() {
        String ana = created(admin, "/api/students", Map.of("name", "Total Ana", "status", "ACTIVE"));
        created(professor, "/api/students", Map.of("name", "Total Bia", "status", "ACTIVE"));
        String caio = created(admin, "/api/students", Map.of("name", "Total Caio", "status", "INACTIVE"));
        String davi = created(admin, "/api/students", Map.of("name", "Total Davi", "status", "SUSPENDED"));
        assertTotals("/api/students", STUDENT_FILTERS, Map.of("", 4, "status=ACTIVE", 2, "status=INACTIVE", 1, "search=total", 4));

        put("/api/students/" + ana, Map.of("status", "GRADUATED"));
        put("/api/students/" + caio, Map.of("status", "ACTIVE"));
        put("/api/students/" + davi, Map.of("name", "Total Davi Renomeado"));
        admin.request().delete("/api/students/" + davi).then().statusCode(200);
        assertTotals("/api/students", STUDENT_FILTERS,
                Map.of("", 3, "status=ACTIVE", 2, "status=INACTIVE", 0, "status=SUSPENDED", 0, "status=GRADUATED", 1));

        Browser stranger = SignedInOrganization.create(accounts).admin();
        assertThat(stranger.request().get("/api/students?status=ACTIVE").then().statusCode(200).extract().<Integer>path("total"))
                .isZero();
    }

    @Test
    void candidateTotals_followPromotionAndRemoval_underEveryFilter() {
        String eva = created(admin, "/api/candidates", Map.of("name", "Total Eva", "status", "APPROVED"));
        String fabio = created(admin, "/api/candidates", Map.of("name", "Total Fabio", "status", "ACTIVE"));
        created(admin, "/api/candidates", Map.of("name", "Total Gil", "status", "ACTIVE"));
        admin.request().post("/api/candidates/" + eva + "/promote").then().statusCode(200);
        put("/api/candidates/" + fabio, Map.of("status", "REJECTED"));
        assertTotals("/api/candidates", CANDIDATE_FILTERS,
                Map.of("", 3, "status=APPROVED", 0, "status=PROMOTED", 1, "status=REJECTED", 1, "status=ACTIVE", 1));
        // The promoted candidate's new student counts among the students.
        assertTotals("/api/students", STUDENT_FILTERS, Map.of("", 1, "status=ACTIVE", 1));

        admin.request().delete("/api/candidates/" + fabio).then().statusCode(200);
        assertTotals("/api/candidates", CANDIDATE_FILTERS, Map.of("", 2, "status=REJECTED", 0));
    }

    private void put(String path, Map<String, Object> body) {
        admin.request().contentType(ContentType.JSON).body(body).put(path).then().statusCode(200);
    }

    /** Every filter's total is what its list holds, and the named ones are also as expected. */
    private void assertTotals(String path, List<String> filters, Map<String, Integer> expected) {
        for (String filter : filters) {
            JsonPath page = admin.request().get(path + "?limit=100&" + filter).then().statusCode(200).extract().jsonPath();
            assertThat(page.getInt("total")).as(path + "?" + filter).isEqualTo(page.getList("items").size());
            if (expected.containsKey(filter)) {
                assertThat(page.getInt("total")).as(path + "?" + filter).isEqualTo(expected.get(filter));
            }
        }
    }
}
