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
class StudentsTest extends SignedInPeopleTest {

    private static String create(Browser browser, Map<String, Object> body) {
        return created(browser, "/api/students", body);
    }

    @Test
    void create_read_update_list_andEveryWriteIsAudited() {
        String email = email();
        String id = professor.request().contentType(ContentType.JSON)
                .body(Map.of("name", " Ana Lima ", "status", "ACTIVE", "age", 15, "grade", "9A", "gender", "F", "email", email,
                        "phone", "+55 11 99999-0000"))
                .post("/api/students")
                .then().statusCode(201)
                .body("name", equalTo("Ana Lima")).body("status", equalTo("ACTIVE")).body("age", equalTo(15))
                .body("email", equalTo(email)).body("createdAt", not(nullValue()))
                .extract().path("id");

        professor.request().get("/api/students/" + id).then().statusCode(200)
                .body("id", equalTo(id)).body("grade", equalTo("9A")).body("gender", equalTo("F"))
                .body("phone", equalTo("+55 11 99999-0000")).body("submissions", empty());

        // Only the fields sent change; an empty string clears an optional field.
        professor.request().contentType(ContentType.JSON).body(Map.of("status", "GRADUATED", "grade", ""))
                .put("/api/students/" + id)
                .then().statusCode(200)
                .body("name", equalTo("Ana Lima")).body("status", equalTo("GRADUATED")).body("grade", nullValue())
                .body("age", equalTo(15));

        admin.request().get("/api/students").then().statusCode(200)
                .body("items.id", contains(id)).body("total", equalTo(1)).body("page", equalTo(1)).body("limit", equalTo(20));

        admin.request().delete("/api/students/" + id).then().statusCode(200).body("ok", equalTo(true));
        assertThat(rows.auditActionsFor(id)).containsExactly("student.create", "student.update", "student.delete");
    }

    @Test
    void payerDocument_isCheckedStoredNormalized_shownInFullOnTheRecord_andMaskedInListsAndAudit() {
        String id = create(admin, Map.of("name", "Paula Doc", "status", "ACTIVE", "cpfCnpj", "529.982.247-25"));
        admin.request().get("/api/students/" + id).then().body("cpfCnpj", equalTo("52998224725"));
        admin.request().queryParam("search", "Paula Doc").get("/api/students").then()
                .body("items.cpfCnpj", contains("***.982.247-**"));

        admin.request().contentType(ContentType.JSON).body(Map.of("cpfCnpj", "12.abc.345/01de-35")).put("/api/students/" + id)
                .then().statusCode(200).body("cpfCnpj", equalTo("12ABC34501DE35"));
        admin.request().contentType(ContentType.JSON).body(Map.of("cpfCnpj", "529.982.247-24")).put("/api/students/" + id)
                .then().statusCode(400).body("errors.field", contains("cpfCnpj"));
        admin.request().get("/api/students/" + id).then().body("cpfCnpj", equalTo("12ABC34501DE35"));
        admin.request().contentType(ContentType.JSON).body(Map.of("cpfCnpj", "")).put("/api/students/" + id)
                .then().statusCode(200).body("cpfCnpj", nullValue());

        assertThat(rows.auditChangesFor(id)).hasSize(3).noneMatch(changes -> changes.contains("52998224725")
                || changes.contains("12ABC34501DE35")).anyMatch(changes -> changes.contains("***.982.247-**"));
    }

    @Test
    void create_acceptsMultipart_andNamesABadAge() {
        admin.request().multiPart("name", "Bruno").multiPart("status", "INACTIVE").multiPart("age", "12")
                .post("/api/students")
                .then().statusCode(201).body("name", equalTo("Bruno")).body("status", equalTo("INACTIVE")).body("age", equalTo(12));
        admin.request().multiPart("name", "Bruno").multiPart("status", "ACTIVE").multiPart("age", "twelve")
                .post("/api/students")
                .then().statusCode(400).contentType("application/problem+json").body("errors.field", contains("age"));
    }

    @Test
    void search_ignoresAccentsAndCase_andTakesWildcardsLiterally() {
        String joao = create(admin, Map.of("name", "João Conceição", "status", "ACTIVE"));
        create(admin, Map.of("name", "Maria Souza", "status", "ACTIVE"));

        admin.request().queryParam("search", "joao").get("/api/students").then().statusCode(200)
                .body("items.id", contains(joao)).body("total", equalTo(1));
        admin.request().queryParam("search", "CONCEICAO").get("/api/students").then().body("items.id", contains(joao));
        admin.request().queryParam("search", "ção").get("/api/students").then().body("items.id", contains(joao));
        admin.request().queryParam("search", "%").get("/api/students").then().body("total", equalTo(0));
    }

    @Test
    void search_ofThreeCharactersOrMore_findsAnyPart_ofFewer_theStartOfTheName() {
        String joao = create(admin, Map.of("name", "João Silva", "status", "ACTIVE"));
        String silvia = create(admin, Map.of("name", "Sílvia Souza", "status", "ACTIVE"));

        admin.request().queryParam("search", "ilva").get("/api/students").then().statusCode(200)
                .body("items.id", contains(joao)).body("total", equalTo(1));
        admin.request().queryParam("search", "sil").get("/api/students").then()
                .body("items.id", contains(joao, silvia)).body("total", equalTo(2));
        admin.request().queryParam("search", "Si").get("/api/students").then()
                .body("items.id", contains(silvia)).body("total", equalTo(1));
    }

    @Test
    void statusFilter_listsThatStatusOnly_andAnUnknownStatusIs400() {
        create(admin, Map.of("name", "Active One", "status", "ACTIVE"));
        String graduated = create(admin, Map.of("name", "Graduated One", "status", "GRADUATED"));

        admin.request().queryParam("status", "GRADUATED").get("/api/students").then().statusCode(200)
                .body("items.id", contains(graduated)).body("total", equalTo(1));
        admin.request().queryParam("status", "graduated").get("/api/students").then().statusCode(400)
                .body("code", equalTo("VALIDATION_FAILED")).body("errors.field", contains("status"));
    }

    @Test
    void pagination_pagesInNameOrder_clampsTheLimit_andRefusesBadNumbers() {
        String carla = create(admin, Map.of("name", "Carla", "status", "ACTIVE"));
        create(admin, Map.of("name", "Álvaro", "status", "ACTIVE"));
        create(admin, Map.of("name", "Bia", "status", "ACTIVE"));

        admin.request().queryParam("page", 2).queryParam("limit", 2).get("/api/students").then().statusCode(200)
                .body("items.id", contains(carla)).body("total", equalTo(3)).body("page", equalTo(2)).body("limit", equalTo(2));
        admin.request().queryParam("limit", 1).get("/api/students").then().body("items.name", contains("Álvaro"));
        admin.request().queryParam("limit", 1000).get("/api/students").then().statusCode(200)
                .body("limit", equalTo(100)).body("items.size()", equalTo(3));
        admin.request().queryParam("page", 9).get("/api/students").then().statusCode(200)
                .body("items", empty()).body("total", equalTo(3));

        admin.request().queryParam("page", 0).get("/api/students").then().statusCode(400).body("errors.field", contains("page"));
        admin.request().queryParam("page", -1).get("/api/students").then().statusCode(400).body("errors.field", contains("page"));
        admin.request().queryParam("limit", "abc").get("/api/students").then().statusCode(400)
                .contentType("application/problem+json").body("errors.field", contains("limit"));
        admin.request().queryParam("limit", 0).get("/api/students").then().statusCode(400).body("errors.field", contains("limit"));
        admin.request().queryParam("page", "99999999999").get("/api/students").then().statusCode(400);
    }

    @Test
    void duplicateEmailInTheOrganization_is409_ignoringCase_andFreedByDeletion() {
        String email = email();
        String first = create(admin, Map.of("name", "First", "status", "ACTIVE", "email", email));
        admin.request().contentType(ContentType.JSON).body(Map.of("name", "Second", "status", "ACTIVE", "email", email.toUpperCase()))
                .post("/api/students").then().statusCode(409).body("code", equalTo("DUPLICATE_EMAIL"));
        String other = create(admin, Map.of("name", "Other", "status", "ACTIVE"));
        admin.request().contentType(ContentType.JSON).body(Map.of("email", email)).put("/api/students/" + other)
                .then().statusCode(409).body("code", equalTo("DUPLICATE_EMAIL"));

        Browser elsewhere = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        create(elsewhere, Map.of("name", "Same address, other school", "status", "ACTIVE", "email", email));

        admin.request().delete("/api/students/" + first).then().statusCode(200);
        create(admin, Map.of("name", "Second", "status", "ACTIVE", "email", email));
    }

    @Test
    void softDeletedStudent_keepsItsRow_butIs404AndLeavesTheList() {
        String id = create(admin, Map.of("name", "Gone Soon", "status", "ACTIVE"));

        admin.request().delete("/api/students/" + id).then().statusCode(200);

        assertThat(rows.isSoftDeleted("students", id)).isTrue();
        admin.request().get("/api/students/" + id).then().statusCode(404).body("code", equalTo("NOT_FOUND"));
        admin.request().contentType(ContentType.JSON).body(Map.of("name", "Back")).put("/api/students/" + id).then().statusCode(404);
        admin.request().delete("/api/students/" + id).then().statusCode(404);
        admin.request().get("/api/students").then().body("items.id", not(hasItem(id))).body("total", equalTo(0));
    }

    @Test
    void anotherOrganizationsStudent_is404_forReadUpdateAndDelete() {
        Browser stranger = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        String theirs = create(stranger, Map.of("name", "Not Yours", "status", "ACTIVE"));

        admin.request().get("/api/students/" + theirs).then().statusCode(404);
        admin.request().contentType(ContentType.JSON).body(Map.of("name", "Hijacked")).put("/api/students/" + theirs)
                .then().statusCode(404);
        admin.request().delete("/api/students/" + theirs).then().statusCode(404);
        admin.request().get("/api/students").then().body("items.id", not(hasItem(theirs)));
        stranger.request().get("/api/students/" + theirs).then().statusCode(200).body("name", equalTo("Not Yours"));
    }

    @Test
    void professor_writesStudents_butMayNotDeleteThem() {
        String id = create(professor, Map.of("name", "Kept", "status", "ACTIVE"));
        professor.request().contentType(ContentType.JSON).body(Map.of("name", "Renamed")).put("/api/students/" + id)
                .then().statusCode(200);

        professor.request().delete("/api/students/" + id).then().statusCode(403).body("code", equalTo("FORBIDDEN"));
        professor.request().get("/api/students/" + id).then().statusCode(200).body("name", equalTo("Renamed"));
    }

    @Test
    void invalidInput_is4xxProblemNamingTheField_neverA500() {
        post(Map.of("name", "Young", "status", "ACTIVE", "age", -1)).then().statusCode(400).body("errors.field", contains("age"));
        post(Map.of("name", "Old", "status", "ACTIVE", "age", 151)).then().statusCode(400).body("errors.field", contains("age"));
        post(Map.of("name", "Typed", "status", "ACTIVE", "age", "ten")).then().statusCode(400).body("errors.field", contains("age"));
        post(Map.of("name", "Unknown", "status", "ALUMNI")).then().statusCode(400).body("errors.field", contains("status"));
        post(Map.of("name", "No status")).then().statusCode(400).body("errors.field", contains("status"));
        post(Map.of("status", "ACTIVE")).then().statusCode(400).body("errors.field", contains("name"));
        post(Map.of("name", "   ", "status", "ACTIVE")).then().statusCode(400).body("errors.field", contains("name"));
        post(Map.of("name", "x".repeat(201), "status", "ACTIVE")).then().statusCode(400).body("errors.field", contains("name"));
        post(Map.of("name", "Long grade", "status", "ACTIVE", "grade", "g".repeat(51))).then().statusCode(400)
                .body("errors.field", contains("grade"));
        post(Map.of("name", "Bad mail", "status", "ACTIVE", "email", "not-an-address")).then().statusCode(400)
                .body("errors.field", contains("email"));
        admin.request().queryParam("search", "s".repeat(201)).get("/api/students").then().statusCode(400)
                .body("errors.field", contains("search"));

        post(Map.of("name", "x".repeat(12 * 1024 * 1024), "status", "ACTIVE")).then().statusCode(413)
                .contentType("application/problem+json");
        admin.request().contentType(ContentType.TEXT).body("name=Ana").post("/api/students").then().statusCode(415)
                .contentType("application/problem+json");
        admin.request().contentType(ContentType.JSON).body("{\"name\": ").post("/api/students").then().statusCode(400)
                .body("code", equalTo("MALFORMED_JSON"));
    }

    private io.restassured.response.Response post(Map<String, Object> body) {
        return admin.request().contentType(ContentType.JSON).body(body).post("/api/students");
    }
}
