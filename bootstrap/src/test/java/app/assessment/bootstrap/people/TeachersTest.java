package app.assessment.bootstrap.people;

import static app.assessment.bootstrap.testsupport.SignedInOrganization.created;
import static app.assessment.bootstrap.testsupport.SignedInOrganization.email;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
class TeachersTest extends SignedInPeopleTest {

    private static String create(Browser browser, Map<String, Object> body) {
        return created(browser, "/api/teachers", body);
    }

    @Test
    void create_read_update_list_andEveryWriteIsAudited() {
        String email = email();
        String id = professor.request().contentType(ContentType.JSON)
                .body(Map.of("name", "Júlia Matos", "email", email, "phone", "21 4444-0000", "specialty", "Física"))
                .post("/api/teachers")
                .then().statusCode(201).body("name", equalTo("Júlia Matos")).body("userId", nullValue())
                .extract().path("id");

        professor.request().get("/api/teachers/" + id).then().statusCode(200)
                .body("email", equalTo(email)).body("specialty", equalTo("Física"));
        professor.request().contentType(ContentType.JSON).body(Map.of("specialty", "Química")).put("/api/teachers/" + id)
                .then().statusCode(200).body("specialty", equalTo("Química")).body("name", equalTo("Júlia Matos"));
        professor.request().queryParam("search", "JULIA").get("/api/teachers").then().statusCode(200)
                .body("items.id", contains(id)).body("total", equalTo(1)).body("limit", equalTo(20));

        admin.request().delete("/api/teachers/" + id).then().statusCode(200).body("ok", equalTo(true));
        assertThat(rows.auditActionsFor(id)).containsExactly("teacher.create", "teacher.update", "teacher.delete");
    }

    @Test
    void list_includesProfessorsLinkedProfiles() {
        String email = email();
        String userId = admin.request().contentType(ContentType.JSON)
                .body(Map.of("name", "Prof. Kátia", "email", email, "password", "senha-forte-1", "role", "PROFESSOR"))
                .post("/api/users").then().statusCode(201).extract().path("userId");
        String standalone = create(admin, Map.of("name", "Lia"));

        admin.request().get("/api/teachers").then().statusCode(200)
                .body("items.name", containsInAnyOrder("Prof. Kátia", "Lia")).body("items.userId", hasItem(userId));
        admin.request().queryParam("search", "katia").get("/api/teachers").then()
                .body("items.userId", contains(userId)).body("items.id", not(hasItem(standalone)));
    }

    @Test
    void removingALinkedProfile_leavesTheAccountWorking() {
        String email = email();
        admin.request().contentType(ContentType.JSON)
                .body(Map.of("name", "Prof. Max", "email", email, "password", "senha-forte-1", "role", "PROFESSOR"))
                .post("/api/users").then().statusCode(201);
        String teacherId = admin.request().queryParam("search", "max").get("/api/teachers").then().extract().path("items[0].id");

        admin.request().delete("/api/teachers/" + teacherId).then().statusCode(200);

        assertThat(rows.isSoftDeleted("teachers", teacherId)).isTrue();
        Browser.signedIn(email, "senha-forte-1").request().get("/api/user/profile").then().statusCode(200)
                .body("profile.name", equalTo("Prof. Max")).body("profile.id", not(equalTo(teacherId)));
    }

    @Test
    void duplicateEmail_is409_andProfessorMayNotDelete() {
        String email = email();
        String id = create(professor, Map.of("name", "Nina", "email", email));
        professor.request().contentType(ContentType.JSON).body(Map.of("name", "Nina Two", "email", email.toUpperCase()))
                .post("/api/teachers").then().statusCode(409).body("code", equalTo("DUPLICATE_EMAIL"));

        professor.request().delete("/api/teachers/" + id).then().statusCode(403);
        admin.request().get("/api/teachers/" + id).then().statusCode(200);
    }

    @Test
    void removedOrForeignTeacher_is404() {
        String id = create(admin, Map.of("name", "Otto"));
        admin.request().delete("/api/teachers/" + id).then().statusCode(200);
        admin.request().get("/api/teachers/" + id).then().statusCode(404);
        admin.request().get("/api/teachers").then().body("items.id", not(hasItem(id)));

        Browser stranger = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        String theirs = create(stranger, Map.of("name", "Paula"));
        admin.request().get("/api/teachers/" + theirs).then().statusCode(404);
        admin.request().contentType(ContentType.JSON).body(Map.of("name", "Taken")).put("/api/teachers/" + theirs)
                .then().statusCode(404);
        admin.request().delete("/api/teachers/" + theirs).then().statusCode(404);
    }

    @Test
    void invalidInput_is400NamingTheField() {
        admin.request().contentType(ContentType.JSON).body(Map.of("name", "Rui", "specialty", "s".repeat(201)))
                .post("/api/teachers").then().statusCode(400).body("errors.field", contains("specialty"));
        admin.request().contentType(ContentType.JSON).body(Map.of("name", 42, "email", Map.of("nested", true)))
                .post("/api/teachers").then().statusCode(400).body("errors.field", contains("email"));
        admin.request().contentType(ContentType.JSON).body(Map.of("phone", "1"))
                .post("/api/teachers").then().statusCode(400).body("errors.field", contains("name"));
        admin.request().queryParam("limit", "1.5").get("/api/teachers").then().statusCode(400)
                .body("errors.field", contains("limit"));
    }
}
