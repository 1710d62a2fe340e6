package app.assessment.bootstrap.form;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The list's total comes from form_totals (V13) unless the title is searched. Forms move
 * between its keys (owner, template, published) and out of it (deletes); every filter and both
 * views must still total exactly what the list holds.
 */
@QuarkusTest
class FormTotalsTest {

    private static final List<String> FILTERS = List.of("", "published=true", "published=false", "isTemplate=true",
            "isTemplate=false", "published=true&isTemplate=true", "published=false&isTemplate=false", "search=total");

    @Inject
    TestAccounts accounts;

    @Test
    void totals_followCreatesEditsAndDeletes_underEveryFilterAndView() {
        Organization org = accounts.organization();
        Browser admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        Browser professor = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Browser colleague = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);

        String draft = create(professor, "Total rascunho", false, false);
        create(professor, "Total publicada", true, false);
        String template = create(admin, "Total modelo", true, true);
        String colleagues = create(colleague, "Total do colega", true, false);
        String deleted = create(admin, "Total apagada", false, false);
        assertTotals(admin, Map.of("", 5, "published=true", 3, "isTemplate=true", 1, "search=total", 5));
        assertTotals(professor, Map.of("", 3, "published=false", 1, "isTemplate=false", 2));

        put(professor, draft, "Total rascunho publicado", true, false);
        put(admin, template, "Total modelo desfeito", true, false);
        put(colleague, colleagues, "Total do colega, modelo", false, true);
        admin.request().delete("/api/forms/" + deleted).then().statusCode(200);
        assertTotals(admin, Map.of("", 4, "published=true", 3, "isTemplate=true", 1, "published=false&isTemplate=false", 0));
        assertTotals(professor, Map.of("", 3, "published=true", 2, "isTemplate=true", 1));
        assertTotals(colleague, Map.of("", 1, "isTemplate=false", 0));

        Browser stranger = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        assertTotals(stranger, Map.of("", 0));
    }

    /** Every filter's total is what its list holds, and the named ones are also as expected. */
    private static void assertTotals(Browser as, Map<String, Integer> expected) {
        for (String filter : FILTERS) {
            JsonPath page = as.request().get("/api/forms?limit=100&" + filter).then().statusCode(200).extract().jsonPath();
            assertThat(page.getInt("total")).as(filter).isEqualTo(page.getList("forms").size());
            if (expected.containsKey(filter)) {
                assertThat(page.getInt("total")).as(filter).isEqualTo(expected.get(filter));
            }
        }
    }

    private static String create(Browser as, String title, boolean published, boolean template) {
        return as.request().contentType(ContentType.JSON).body(body(title, published, template)).post("/api/forms")
                .then().statusCode(201).extract().path("id");
    }

    private static void put(Browser as, String id, String title, boolean published, boolean template) {
        as.request().contentType(ContentType.JSON).body(body(title, published, template)).put("/api/forms/" + id)
                .then().statusCode(200);
    }

    private static Map<String, Object> body(String title, boolean published, boolean template) {
        Map<String, Object> body = new HashMap<>(FormFixtures.form(title));
        body.put("isPublished", published);
        body.put("isTemplate", template);
        return body;
    }
}
