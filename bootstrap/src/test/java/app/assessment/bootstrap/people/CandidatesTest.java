package app.assessment.bootstrap.people;

import static app.assessment.bootstrap.testsupport.SignedInOrganization.created;
import static app.assessment.bootstrap.testsupport.SignedInOrganization.email;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
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
class CandidatesTest extends SignedInPeopleTest {

    private static String create(Browser browser, Map<String, Object> body) {
        return created(browser, "/api/candidates", body);
    }

    @Test
    void payerDocument_acceptsAnAlphanumericCnpj_andIsMaskedInTheList() {
        String id = created(admin, "/api/candidates", Map.of("name", "Empresa Doc", "cpfCnpj", "12.ABC.345/01DE-35"));
        admin.request().get("/api/candidates/" + id).then().body("cpfCnpj", equalTo("12ABC34501DE35"));
        admin.request().queryParam("search", "Empresa Doc").get("/api/candidates").then()
                .body("items.cpfCnpj", org.hamcrest.Matchers.contains("**.ABC.345/01DE-**"));
        admin.request().contentType(io.restassured.http.ContentType.JSON).body(Map.of("name", "Bad Doc", "cpfCnpj", "11111111111"))
                .post("/api/candidates").then().statusCode(400).body("errors.field", org.hamcrest.Matchers.contains("cpfCnpj"));
    }

    @Test
    void create_read_update_list_andEveryWriteIsAudited() {
        String email = email();
        String id = professor.request().contentType(ContentType.JSON)
                .body(Map.of("name", "Caio Prado", "email", email, "phone", "11 5555-0000"))
                .post("/api/candidates")
                .then().statusCode(201)
                .body("name", equalTo("Caio Prado")).body("status", equalTo("ACTIVE")).body("promotedStudentId", nullValue())
                .extract().path("id");

        professor.request().get("/api/candidates/" + id).then().statusCode(200)
                .body("email", equalTo(email)).body("phone", equalTo("11 5555-0000")).body("assessments", empty());
        professor.request().contentType(ContentType.JSON).body(Map.of("status", "APPROVED", "phone", ""))
                .put("/api/candidates/" + id)
                .then().statusCode(200).body("status", equalTo("APPROVED")).body("phone", nullValue()).body("email", equalTo(email));
        professor.request().queryParam("status", "APPROVED").get("/api/candidates").then().statusCode(200)
                .body("items.id", contains(id)).body("total", equalTo(1)).body("page", equalTo(1));
        professor.request().queryParam("status", "ACTIVE").get("/api/candidates").then().body("items", empty());
        professor.request().queryParam("search", "cáio").get("/api/candidates").then().body("items.id", contains(id));

        assertThat(rows.auditActionsFor(id)).containsExactly("candidate.create", "candidate.update");
    }

    @Test
    void promote_createsTheStudentAndKeepsTheCandidate_once() {
        String email = email();
        String id = create(admin, Map.of("name", "Dora Reis", "email", email, "phone", "123"));

        String studentId = admin.request().post("/api/candidates/" + id + "/promote")
                .then().statusCode(200).body("success", equalTo(true)).extract().path("studentId");

        admin.request().get("/api/students/" + studentId).then().statusCode(200)
                .body("name", equalTo("Dora Reis")).body("email", equalTo(email)).body("phone", equalTo("123"))
                .body("status", equalTo("ACTIVE")).body("submissions", empty());
        admin.request().get("/api/candidates/" + id).then().statusCode(200)
                .body("status", equalTo("PROMOTED")).body("promotedStudentId", equalTo(studentId)).body("assessments", empty());
        admin.request().get("/api/students").then().body("items.id", contains(studentId));

        admin.request().post("/api/candidates/" + id + "/promote")
                .then().statusCode(409).body("code", equalTo("CANDIDATE_ALREADY_PROMOTED"));
        admin.request().get("/api/students").then().body("total", equalTo(1));
        admin.request().contentType(ContentType.JSON).body(Map.of("status", "ACTIVE")).put("/api/candidates/" + id)
                .then().statusCode(400).body("errors.field", contains("status"));

        assertThat(rows.auditActionsFor(id)).containsExactly("candidate.create", "candidate.promote");
        assertThat(rows.auditActionsFor(studentId)).containsExactly("student.create");
    }

    @Test
    void promote_whenAStudentHasTheEmail_is409AndChangesNothing() {
        String email = email();
        created(admin, "/api/students", Map.of("name", "Already Student", "status", "ACTIVE", "email", email));
        String id = create(admin, Map.of("name", "Eva", "email", email));

        admin.request().post("/api/candidates/" + id + "/promote").then().statusCode(409).body("code", equalTo("DUPLICATE_EMAIL"));

        admin.request().get("/api/candidates/" + id).then().body("status", equalTo("ACTIVE")).body("promotedStudentId", nullValue());
        admin.request().get("/api/students").then().body("total", equalTo(1));
    }

    @Test
    void professor_mayNotPromoteOrDelete() {
        String id = create(professor, Map.of("name", "Fabio"));
        professor.request().post("/api/candidates/" + id + "/promote").then().statusCode(403);
        professor.request().delete("/api/candidates/" + id).then().statusCode(403);
        professor.request().get("/api/candidates/" + id).then().statusCode(200).body("status", equalTo("ACTIVE"));
    }

    @Test
    void delete_hidesTheCandidate_keepsItsRow_andFreesTheEmail() {
        String email = email();
        String id = create(admin, Map.of("name", "Gil", "email", email));
        admin.request().contentType(ContentType.JSON).body(Map.of("name", "Gil Twin", "email", email))
                .post("/api/candidates").then().statusCode(409).body("code", equalTo("DUPLICATE_EMAIL"));

        admin.request().delete("/api/candidates/" + id).then().statusCode(200).body("ok", equalTo(true));

        assertThat(rows.isSoftDeleted("candidates", id)).isTrue();
        admin.request().get("/api/candidates/" + id).then().statusCode(404);
        admin.request().post("/api/candidates/" + id + "/promote").then().statusCode(404);
        admin.request().get("/api/candidates").then().body("items.id", not(hasItem(id)));
        create(admin, Map.of("name", "Gil Again", "email", email));
        assertThat(rows.auditActionsFor(id)).containsExactly("candidate.create", "candidate.delete");
    }

    @Test
    void anotherOrganizationsCandidate_is404() {
        Browser stranger = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        String theirs = create(stranger, Map.of("name", "Hana"));

        admin.request().get("/api/candidates/" + theirs).then().statusCode(404);
        admin.request().contentType(ContentType.JSON).body(Map.of("name", "Mine now")).put("/api/candidates/" + theirs)
                .then().statusCode(404);
        admin.request().post("/api/candidates/" + theirs + "/promote").then().statusCode(404);
        admin.request().delete("/api/candidates/" + theirs).then().statusCode(404);
        stranger.request().get("/api/candidates/" + theirs).then().statusCode(200).body("status", equalTo("ACTIVE"));
    }

    @Test
    void invalidInput_is400NamingTheField() {
        post(Map.of("name", "Ivo", "status", "PROMOTED")).then().statusCode(400).body("errors.field", contains("status"));
        post(Map.of("name", "Ivo", "status", "HIRED")).then().statusCode(400).body("errors.field", contains("status"));
        post(Map.of("name", "Ivo", "phone", "9".repeat(31))).then().statusCode(400).body("errors.field", contains("phone"));
        post(Map.of("email", email())).then().statusCode(400).body("errors.field", contains("name"));
        admin.request().queryParam("status", "NOPE").get("/api/candidates").then().statusCode(400)
                .body("errors.field", contains("status"));
        admin.request().queryParam("page", "one").get("/api/candidates").then().statusCode(400)
                .body("errors.field", contains("page"));
        admin.request().contentType(ContentType.XML).body("<candidate/>").post("/api/candidates").then().statusCode(415);
    }

    private io.restassured.response.Response post(Map<String, Object> body) {
        return admin.request().contentType(ContentType.JSON).body(body).post("/api/candidates");
    }
}
