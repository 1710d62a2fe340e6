package app.assessment.bootstrap;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every list reads its paging parameters one way: the same 400 naming the parameter, with the same reason. */
@QuarkusTest
class PagingParametersTest {

    private static final String PAGE_RULE = "must be a whole number from 1 to 1000000";
    private static final String SIZE_RULE = "must be a whole number of at least 1";

    /** Each paged list and the name of its size parameter. */
    private static final Map<String, String> LISTS = Map.ofEntries(
            Map.entry("/api/forms", "limit"), Map.entry("/api/reports", "limit"), Map.entry("/api/submissions", "limit"),
            Map.entry("/api/notifications", "limit"), Map.entry("/api/admin/notifications", "limit"),
            Map.entry("/api/students", "limit"), Map.entry("/api/candidates", "limit"), Map.entry("/api/teachers", "limit"),
            Map.entry("/api/assignments", "pageSize"), Map.entry("/api/mobile/payments", "pageSize"));

    @Inject
    TestAccounts accounts;

    @Test
    void badPageOrSize_is400NamingTheParameter_withOneReasonOnEveryList() {
        Organization org = accounts.organization();
        User admin = accounts.user(org, Role.ADMIN);
        Browser browser = Browser.signedIn(admin.email(), TestAccounts.PASSWORD);
        LISTS.forEach((path, sizeName) -> {
            for (String page : List.of("0", "-1", "x", "1.5", "1000001", "99999999999")) {
                refused(browser, path, "page", page, PAGE_RULE);
            }
            for (String size : List.of("0", "abc", "1.5")) {
                refused(browser, path, sizeName, size, SIZE_RULE);
            }
            browser.request().queryParam("page", 2).queryParam(sizeName, 1000).get(path).then().statusCode(200);
        });
        for (String limit : List.of("0", "abc")) {
            refused(browser, "/api/admin/audit-logs", "limit", limit, SIZE_RULE);
        }
    }

    private static void refused(Browser browser, String path, String name, String value, String rule) {
        browser.request().queryParam(name, value).get(path).then()
                .statusCode(400).contentType(startsWith("application/problem+json"))
                .body("code", equalTo("VALIDATION_FAILED")).body("detail", equalTo(name + ": " + rule))
                .body("errors.field", contains(name)).body("errors.message", contains(rule));
    }
}
