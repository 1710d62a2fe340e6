package app.assessment.bootstrap.testsupport;

import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import io.restassured.http.ContentType;
import java.util.Map;
import java.util.UUID;

/** A fresh organization with a signed-in administrator and professor, and the calls people tests share. */
public record SignedInOrganization(Organization organization, Browser admin, Browser professor) {

    public static SignedInOrganization create(TestAccounts accounts) {
        Organization org = accounts.organization();
        return new SignedInOrganization(org, Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD),
                Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD));
    }

    /** POSTs {@code body} as JSON, expects 201 and returns the new record's id. */
    public static String created(Browser browser, String path, Map<String, Object> body) {
        return browser.request().contentType(ContentType.JSON).body(body).post(path)
                .then().statusCode(201).extract().path("id");
    }

    public static String email() {
        return "p-" + UUID.randomUUID() + "@example.com";
    }
}
