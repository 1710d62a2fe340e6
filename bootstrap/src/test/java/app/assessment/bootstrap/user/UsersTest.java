package app.assessment.bootstrap.user;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@QuarkusTest
class UsersTest {

    @Inject
    TestAccounts accounts;

    private Organization org;
    private Browser admin;
    private Browser professor;
    private User professorUser;

    @BeforeEach
    void setUp() {
        org = accounts.organization();
        admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        professorUser = accounts.user(org, Role.PROFESSOR);
        professor = Browser.signedIn(professorUser.email(), TestAccounts.PASSWORD);
    }

    private static String email() {
        return "new-" + UUID.randomUUID() + "@example.com";
    }

    @Test
    void admin_createsProfessor_withLinkedTeacherProfile_andTheyCanSignIn() {
        String email = email();
        String id = admin.request().contentType(ContentType.JSON)
                .body(Map.of("firstName", "Maria", "lastName", "Souza", "email", email, "password", "senha-forte-1", "role", "PROFESSOR"))
                .post("/api/users")
                .then().statusCode(201).body("success", equalTo(true)).body("userId", notNullValue()).extract().path("userId");

        Browser created = Browser.signedIn(email, "senha-forte-1");
        created.request().get("/api/user/profile").then().statusCode(200)
                .body("userId", equalTo(id)).body("role", equalTo("PROFESSOR"))
                .body("profile.name", equalTo("Maria Souza")).body("organizationName", equalTo(org.name()))
                .body("profile.id", not(equalTo(id)));
        admin.request().get("/api/users").then().statusCode(200).body("users.id", hasItem(id));
    }

    @Test
    void duplicateEmail_is409() {
        Map<String, String> body = Map.of("name", "Ana", "email", email(), "password", "senha-forte-1", "role", "PROFESSOR");
        admin.request().contentType(ContentType.JSON).body(body).post("/api/users").then().statusCode(201);
        admin.request().contentType(ContentType.JSON).body(body).post("/api/users")
                .then().statusCode(409).body("code", equalTo("DUPLICATE_EMAIL"));
    }

    @Test
    void admin_cannotCreateSuperAdmin_andProfessorCannotCreateAnyone() {
        admin.request().contentType(ContentType.JSON)
                .body(Map.of("name", "X", "email", email(), "password", "senha-forte-1", "role", "SUPER_ADMIN"))
                .post("/api/users").then().statusCode(403);
        professor.request().contentType(ContentType.JSON)
                .body(Map.of("name", "X", "email", email(), "password", "senha-forte-1", "role", "PROFESSOR"))
                .post("/api/users").then().statusCode(403);
    }

    @Test
    void invalidInput_is400NamingTheField() {
        admin.request().contentType(ContentType.JSON).body(Map.of("name", "X", "email", email(), "password", "short", "role", "PROFESSOR"))
                .post("/api/users").then().statusCode(400).body("errors.field", hasItem("password"));
        admin.request().contentType(ContentType.JSON).body(Map.of("name", "X", "email", email(), "password", "senha-forte-1", "role", "KING"))
                .post("/api/users").then().statusCode(400).body("errors.field", hasItem("role"));
        admin.request().contentType(ContentType.JSON).body(Map.of("email", email(), "password", "senha-forte-1", "role", "ADMIN"))
                .post("/api/users").then().statusCode(400).body("errors.field", hasItem("name"));
    }

    @Test
    void anAdminNamingAnotherOrganization_is404AsAnyForeignRecord_superAdminsIsHonoured() {
        Organization other = accounts.organization();
        String email = email();
        admin.request().contentType(ContentType.JSON)
                .body(Map.of("name", "X", "email", email, "password", "senha-forte-1", "role", "PROFESSOR", "organizationId", other.id()))
                .post("/api/users").then().statusCode(404).body("code", equalTo("NOT_FOUND"));
        admin.request().contentType(ContentType.JSON)
                .body(Map.of("name", "X", "email", email, "password", "senha-forte-1", "role", "PROFESSOR", "organizationId", org.id()))
                .post("/api/users").then().statusCode(201);
        Browser.signedIn(email, "senha-forte-1").request().get("/api/user/profile").then().body("organizationName", equalTo(org.name()));

        Browser superAdmin = Browser.signedIn(accounts.user(org, Role.SUPER_ADMIN).email(), TestAccounts.PASSWORD);
        String elsewhere = email();
        superAdmin.request().contentType(ContentType.JSON)
                .body(Map.of("name", "Y", "email", elsewhere, "password", "senha-forte-1", "role", "ADMIN", "organizationId", other.id()))
                .post("/api/users").then().statusCode(201);
        Browser.signedIn(elsewhere, "senha-forte-1").request().get("/api/user/profile").then().body("organizationName", equalTo(other.name()));
        superAdmin.request().contentType(ContentType.JSON)
                .body(Map.of("name", "Z", "email", email(), "password", "senha-forte-1", "role", "ADMIN", "organizationId",
                        "c000000000000000000000000"))
                .post("/api/users").then().statusCode(404).body("code", equalTo("NOT_FOUND"));
    }

    @Test
    void renamingAUser_synchronisesTheLinkedTeacher() {
        admin.request().contentType(ContentType.JSON).body(Map.of("id", professorUser.id(), "name", "Prof. Renamed"))
                .put("/api/users").then().statusCode(200).body("name", equalTo("Prof. Renamed"));
        professor.request().get("/api/user/profile").then().body("profile.name", equalTo("Prof. Renamed"));
    }

    @Test
    void roleChange_revokesTheUsersSessions() {
        admin.request().contentType(ContentType.JSON).body(Map.of("id", professorUser.id(), "role", "ADMIN"))
                .put("/api/users").then().statusCode(200).body("role", equalTo("ADMIN"));
        professor.request().get("/api/user/role").then().statusCode(401);
    }

    @Test
    void otherOrganizationsUser_is404() {
        User stranger = accounts.user(accounts.organization(), Role.PROFESSOR);
        admin.request().contentType(ContentType.JSON).body(Map.of("id", stranger.id(), "name", "Hijacked"))
                .put("/api/users").then().statusCode(404);
    }

    @Test
    void professor_mayRenameThemselves_butNotChangeTheirRole() {
        professor.request().contentType(ContentType.JSON).body(Map.of("name", "Me Myself")).put("/api/users")
                .then().statusCode(200).body("name", equalTo("Me Myself"));
        professor.request().contentType(ContentType.JSON).body(Map.of("role", "ADMIN")).put("/api/users").then().statusCode(403);
    }

    @Test
    void role_reportsAdminFlags() {
        admin.request().get("/api/user/role").then().statusCode(200)
                .body("isAdmin", equalTo(true)).body("isSuperuser", equalTo(false)).body("role", equalTo("ADMIN"));
        professor.request().get("/api/user/role").then().body("isAdmin", equalTo(false)).body("role", equalTo("PROFESSOR"));
    }

    @Test
    void organizations_areForSuperAdminsOnly() {
        admin.request().get("/api/admin/organizations").then().statusCode(403);
        Browser superAdmin = Browser.signedIn(accounts.user(org, Role.SUPER_ADMIN).email(), TestAccounts.PASSWORD);
        String name = "Escola " + UUID.randomUUID();
        superAdmin.request().contentType(ContentType.JSON).body(Map.of("name", name)).post("/api/admin/organizations")
                .then().statusCode(201).body("name", equalTo(name)).body("id", notNullValue());
        superAdmin.request().contentType(ContentType.JSON).body(Map.of("name", name)).post("/api/admin/organizations")
                .then().statusCode(409).body("code", equalTo("DUPLICATE_ORGANIZATION"));
        superAdmin.request().get("/api/admin/organizations").then().statusCode(200).body("name", hasItem(name));
    }
}
