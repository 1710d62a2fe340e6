package app.assessment.bootstrap.form;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.QueryCounter;
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
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@QuarkusTest
class FormsTest {

    @Inject
    TestAccounts accounts;

    @Inject
    QueryCounter queries;

    private Organization org;
    private Browser admin;
    private Browser professor;

    @BeforeEach
    void setUp() {
        org = accounts.organization();
        admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        professor = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
    }

    private JsonPath create(Browser as, Map<String, Object> body) {
        return as.request().contentType(ContentType.JSON).body(body).post("/api/forms").then().statusCode(201).extract().jsonPath();
    }

    @Test
    void create_thenRead_returnsQuestionsAndOptionsInOrder() {
        JsonPath created = create(professor, FormFixtures.form("Prova de Ciências"));
        String id = created.getString("id");
        assertThat(created.getString("type")).isEqualTo("TEST");
        assertThat(created.getString("targetAudience")).isEqualTo("STUDENT");

        professor.request().get("/api/forms/" + id).then().statusCode(200)
                .body("title", equalTo("Prova de Ciências"))
                .body("isPublished", equalTo(true))
                .body("questions.text", contains("Quanto é 2 + 2?", "Capital do Brasil?"))
                .body("questions[1].options.text", contains("Brasília", "São Paulo"))
                .body("questions[0].options[0].points", equalTo(5.0f))
                .body("scoreRanges[1].label", equalTo("Aprovado"))
                .body("createdAt", notNullValue());
    }

    @Test
    void update_keepsSentIds_removesOthers_andRefusesForeignIds() {
        JsonPath created = create(admin, FormFixtures.form("Editável"));
        String id = created.getString("id");
        String keptQuestion = created.getString("questions[0].id");
        String keptOption = created.getString("questions[0].options[0].id");
        Map<String, Object> body = new HashMap<>(FormFixtures.form("Editada"));
        body.put("questions", List.of(Map.of("id", keptQuestion, "text", "Quanto é 2 + 2? (revisada)", "options",
                List.of(Map.of("id", keptOption, "text", "quatro", "points", 10), Map.of("text", "três", "points", 0)))));

        admin.request().contentType(ContentType.JSON).body(body).put("/api/forms/" + id).then().statusCode(200)
                .body("title", equalTo("Editada"))
                .body("questions", hasSize(1))
                .body("questions[0].id", equalTo(keptQuestion))
                .body("questions[0].options[0].id", equalTo(keptOption))
                .body("questions[0].options[0].text", equalTo("quatro"))
                .body("questions[0].options", hasSize(2));

        String foreign = create(admin, FormFixtures.form("Outra")).getString("questions[0].id");
        body.put("questions", List.of(Map.of("id", foreign, "text", "enxerto", "options", List.of())));
        admin.request().contentType(ContentType.JSON).body(body).put("/api/forms/" + id).then().statusCode(400)
                .body("errors[0].field", equalTo("questions[0].id"));
    }

    @Test
    void list_countsAndFilters_accentInsensitiveSearch() {
        create(admin, FormFixtures.form("Avaliação de Matemática"));
        Map<String, Object> draft = new HashMap<>(FormFixtures.form("Rascunho"));
        draft.put("isPublished", false);
        create(admin, draft);

        admin.request().get("/api/forms?search=AVALIACAO").then().statusCode(200)
                .body("total", equalTo(1)).body("page", equalTo(1))
                .body("forms[0].title", equalTo("Avaliação de Matemática"))
                .body("forms[0]._count.questions", equalTo(2))
                .body("forms[0]._count.submissions", equalTo(0));
        admin.request().get("/api/forms?published=false").then().body("forms.title", contains("Rascunho"));
        admin.request().get("/api/forms?limit=1&page=2").then().body("total", equalTo(2)).body("forms", hasSize(1)).body("page", equalTo(2));
    }

    @Test
    void list_badPaging_is400_andOversizedLimitIsClamped() {
        admin.request().get("/api/forms?page=0").then().statusCode(400).body("errors[0].field", equalTo("page"));
        admin.request().get("/api/forms?limit=abc").then().statusCode(400).body("errors[0].field", equalTo("limit"));
        admin.request().get("/api/forms?published=maybe").then().statusCode(400).body("errors[0].field", equalTo("published"));
        admin.request().get("/api/forms?limit=100000").then().statusCode(200);
    }

    @Test
    void professor_seesOwnFormsAndTemplates_butNotColleagues() {
        String mine = create(professor, FormFixtures.form("Minha")).getString("id");
        String colleagues = create(admin, FormFixtures.form("Do admin")).getString("id");
        Map<String, Object> template = new HashMap<>(FormFixtures.form("Modelo"));
        template.put("isTemplate", true);
        String templateId = create(admin, template).getString("id");

        professor.request().get("/api/forms").then().body("forms.id", hasItem(mine)).body("forms.id", hasItem(templateId))
                .body("forms.id", not(hasItem(colleagues)));
        professor.request().get("/api/forms/" + colleagues).then().statusCode(404);
        professor.request().get("/api/forms/" + templateId).then().statusCode(200);
        professor.request().contentType(ContentType.JSON).body(FormFixtures.form("x")).put("/api/forms/" + templateId)
                .then().statusCode(403).body("code", equalTo("FORM_NOT_OWNED"));
        admin.request().get("/api/forms").then().body("forms.id", hasItem(mine));
    }

    @Test
    void delete_isSoft_formDisappears() {
        String id = create(admin, FormFixtures.form("Apagar")).getString("id");
        admin.request().delete("/api/forms/" + id).then().statusCode(200).body("ok", equalTo(true));
        admin.request().get("/api/forms/" + id).then().statusCode(404);
        admin.request().get("/api/forms").then().body("forms.id", not(hasItem(id)));
        admin.request().delete("/api/forms/" + id).then().statusCode(404);
    }

    @Test
    void otherOrganizationsForm_is404() {
        String id = create(admin, FormFixtures.form("Privada")).getString("id");
        Browser stranger = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        stranger.request().get("/api/forms/" + id).then().statusCode(404);
        stranger.request().contentType(ContentType.JSON).body(FormFixtures.form("x")).put("/api/forms/" + id).then().statusCode(404);
        stranger.request().delete("/api/forms/" + id).then().statusCode(404);
    }

    @Test
    void invalidForms_are400NamingTheField() {
        Map<String, Object> overlapping = new HashMap<>(FormFixtures.form("Faixas"));
        overlapping.put("scoreRanges", List.of(Map.of("min", 0, "max", 5, "label", "A", "color", "#000000"),
                Map.of("min", 5, "max", 10, "label", "B", "color", "#FFFFFF")));
        admin.request().contentType(ContentType.JSON).body(overlapping).post("/api/forms").then().statusCode(400)
                .body("errors[0].field", equalTo("scoreRanges[1]"));
        Map<String, Object> badColor = new HashMap<>(FormFixtures.form("Cor"));
        badColor.put("scoreRanges", List.of(Map.of("min", 0, "max", 5, "label", "A", "color", "red")));
        admin.request().contentType(ContentType.JSON).body(badColor).post("/api/forms").then().statusCode(400)
                .body("errors[0].field", equalTo("scoreRanges[0].color"));
        admin.request().contentType(ContentType.JSON).body(Map.of("description", "sem título")).post("/api/forms")
                .then().statusCode(400).body("errors[0].field", equalTo("title"));
        admin.request().contentType(ContentType.JSON).body(Map.of("title", "x".repeat(201))).post("/api/forms")
                .then().statusCode(400).body("errors[0].field", equalTo("title"));
        admin.request().contentType(ContentType.JSON).body(Map.of("title", "T", "type", "not a word!")).post("/api/forms")
                .then().statusCode(400).body("errors[0].field", equalTo("type"));
        admin.request().contentType(ContentType.JSON).body("{\"title\":\"T\",\"questions\":[{\"text\":\"q\",\"options\":[{\"text\":\"o\",\"points\":\"many\"}]}]}")
                .post("/api/forms").then().statusCode(400).body("errors[0].field", equalTo("questions[0].options[0].points"));
    }

    @Test
    void listPage_costsAFixedNumberOfStatements_whateverItsSize() {
        create(admin, FormFixtures.form("Só uma"));
        long forOne = queries.roundTripsDuring(() -> admin.request().get("/api/forms?limit=1").then().statusCode(200));
        for (int i = 0; i < 25; i++) {
            create(admin, FormFixtures.form("Forma " + i));
        }
        long forMany = queries.roundTripsDuring(() -> admin.request().get("/api/forms?limit=25").then().statusCode(200));
        // Session lookup, then the page with its submission counts and the total.
        assertThat(forMany).isEqualTo(forOne).isEqualTo(2);
        String id = create(admin, FormFixtures.form("Leitura")).getString("id");
        long read = queries.roundTripsDuring(() -> admin.request().get("/api/forms/" + id).then().statusCode(200));
        assertThat(read).as("session lookup, then the form with its questions and options").isEqualTo(2);
    }
}
