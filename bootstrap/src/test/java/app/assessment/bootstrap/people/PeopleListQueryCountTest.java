package app.assessment.bootstrap.people;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.QueryCounter;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A list page costs the same round trips with one row as with thirty: no query per row. */
@QuarkusTest
class PeopleListQueryCountTest {

    @Inject
    TestAccounts accounts;

    @Inject
    QueryCounter queries;

    @ParameterizedTest
    @ValueSource(strings = {"/api/students", "/api/candidates", "/api/teachers"})
    void listPage_costsAConstantNumberOfStatements(String path) {
        Browser small = organizationWith(path, 1);
        Browser large = organizationWith(path, 30);

        long one = statementsListing(small, path, 1);
        long thirty = statementsListing(large, path, 30);

        assertThat(thirty).isEqualTo(one);
        // The session read, the total (people_totals, V33, or a count for teachers), the page, the commit.
        assertThat(one).isEqualTo(4);
    }

    private Browser organizationWith(String path, int people) {
        Browser admin = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        for (int i = 0; i < people; i++) {
            admin.request().contentType(ContentType.JSON).body(Map.of("name", "Person " + i, "status", "ACTIVE"))
                    .post(path).then().statusCode(201);
        }
        return admin;
    }

    private long statementsListing(Browser admin, String path, int expectedItems) {
        return queries.roundTripsDuring(() -> admin.request().queryParam("limit", 100).get(path)
                .then().statusCode(200).body("items.size()", org.hamcrest.Matchers.equalTo(expectedItems)));
    }
}
