package app.assessment.bootstrap.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import app.assessment.domain.shared.SearchTotals;
import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Searches count their matches exactly up to SearchTotals.EXACT_UP_TO and stop there (ADR 0048):
 * "eq" up to it, the cap and "gte" past it, pages past it answering the rows that exist in the
 * list's order, and unsearched lists exact. The rows are written by SQL, one statement each.
 */
@QuarkusTest
class CappedTotalsTest {

    private static final int CAP = SearchTotals.EXACT_UP_TO;

    @Inject
    TestAccounts accounts;

    @Inject
    AgroalDataSource dataSource;

    private Organization org;
    private Browser admin;

    @BeforeEach
    void setUp() {
        org = accounts.organization();
        admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
    }

    @Test
    void studentsSearch_isExactUpToTheCap_thenTheCapAndGte_andPagesPastItAnswerTheRowsThatExist() throws SQLException {
        addStudents(1, CAP);
        admin.request().queryParam("search", "capped").get("/api/students").then().statusCode(200)
                .body("total", equalTo(CAP)).body("totalRelation", equalTo("eq"));
        admin.request().queryParam("search", "capped 123").get("/api/students").then()
                .body("total", equalTo(11)).body("totalRelation", equalTo("eq"));

        addStudents(CAP + 1, CAP + 1);
        List<String> byName = IntStream.rangeClosed(1, CAP + 1).mapToObj(i -> "Zélia Capped " + i).sorted().toList();
        for (String term : List.of("capped", "zé", "elia cap")) { // anywhere, the start, several words
            admin.request().queryParam("search", term).queryParam("limit", 3).get("/api/students").then().statusCode(200)
                    .body("total", equalTo(CAP)).body("totalRelation", equalTo("gte"))
                    .body("items.name", contains(byName.subList(0, 3).toArray()));
            admin.request().queryParam("search", term).queryParam("limit", 100).queryParam("page", CAP / 100 + 1)
                    .get("/api/students").then().statusCode(200)
                    .body("items.name", contains(byName.get(CAP))).body("total", equalTo(CAP)).body("totalRelation", equalTo("gte"));
        }
        admin.request().queryParam("search", "capped 1000").get("/api/students").then()
                .body("total", equalTo(3)).body("totalRelation", equalTo("eq")); // 1000, 10000 and 10001
        admin.request().get("/api/students").then().body("total", equalTo(CAP + 1)).body("totalRelation", equalTo("eq"));
    }

    @Test
    void reportsSearch_pastTheCap_answersTheCapAndGte_newestFirst_andTheListStaysExact() throws SQLException {
        Fixtures fx = new Fixtures(admin);
        JsonPath form = fx.form(Map.of("title", "Prova de Física", "isPublished", true, "questions", List.of(
                Map.of("text", "Quanto é 1 + 1?", "options", List.of(Map.of("text", "2", "points", 1), Map.of("text", "3", "points", 0))))));
        String student = fx.student("Otávio Capped");
        String token = fx.assign(form.getString("id"), Map.of("studentId", student)).getString("token");
        String newest = io.restassured.RestAssured.given().contentType(io.restassured.http.ContentType.JSON)
                .body(Map.of("answers", List.of(Map.of("questionId", form.getString("questions[0].id"),
                        "optionId", form.getString("questions[0].options[0].id")))))
                .post("/api/test-link/" + token + "/submit").then().statusCode(201).extract().<String>path("submissionId");
        String prefix = cloneSubmission(newest, CAP);

        admin.request().queryParam("search", "otavio").queryParam("limit", 2).get("/api/reports").then().statusCode(200)
                .body("total", equalTo(CAP)).body("totalRelation", equalTo("gte"))
                .body("reports.id", contains(newest, prefix + 1));
        admin.request().queryParam("search", "ot").queryParam("limit", 50).queryParam("page", CAP / 50 + 1).get("/api/reports")
                .then().statusCode(200).body("reports.id", contains(prefix + CAP)).body("totalRelation", equalTo("gte"));
        admin.request().queryParam("search", "fisica").queryParam("limit", 50).queryParam("page", CAP / 50 + 2).get("/api/reports")
                .then().statusCode(200).body("reports", hasSize(0)).body("total", equalTo(CAP));
        admin.request().get("/api/reports").then().body("total", equalTo(CAP + 1)).body("totalRelation", equalTo("eq"));
        admin.request().get("/api/submissions").then().body("total", equalTo(CAP + 1)).body("totalRelation", equalTo("eq"));
    }

    @Test
    void formsSearch_ofExactlyTheCap_isEq_andTheUnsearchedListToo() throws SQLException {
        String owner = accounts.user(org, Role.PROFESSOR).id();
        try (Connection connection = dataSource.getConnection(); PreparedStatement insert = connection.prepareStatement(
                "insert into forms (id, organization_id, owner_id, title, search_title, type, target_audience, is_published, "
                        + "is_template, score_ranges, question_count, created_at, updated_at) select ? || g, ?, ?, 'Capped ' || g, "
                        + "'capped ' || g, 'TEST', 'STUDENT', true, false, '[]', 0, now() - g * interval '1 second', now() "
                        + "from generate_series(1, ?) g")) {
            String prefix = ids();
            insert.setString(1, prefix);
            insert.setString(2, org.id());
            insert.setString(3, owner);
            insert.setInt(4, CAP);
            insert.executeUpdate();
            admin.request().queryParam("search", "capped").queryParam("limit", 1).get("/api/forms").then().statusCode(200)
                    .body("total", equalTo(CAP)).body("totalRelation", equalTo("eq")).body("forms.id", contains(prefix + 1));
        }
        admin.request().queryParam("search", "capped 99").get("/api/forms").then()
                .body("total", equalTo(111)).body("totalRelation", equalTo("eq"));
        admin.request().get("/api/forms").then().body("total", equalTo(CAP)).body("totalRelation", equalTo("eq"));
    }

    /** Students "Zélia Capped i" for i from {@code from} to {@code to}. */
    private void addStudents(int from, int to) throws SQLException {
        try (Connection connection = dataSource.getConnection(); PreparedStatement insert = connection.prepareStatement(
                "insert into students (id, organization_id, name, search_name, status, created_at, updated_at) "
                        + "select ? || g, ?, 'Zélia Capped ' || g, 'zelia capped ' || g, 'ACTIVE', now(), now() "
                        + "from generate_series(?, ?) g")) {
            insert.setString(1, ids());
            insert.setString(2, org.id());
            insert.setInt(3, from);
            insert.setInt(4, to);
            assertThat(insert.executeUpdate()).isEqualTo(to - from + 1);
        }
    }

    /**
     * {@code copies} copies of a submission (and its assignment), each a second older than the one
     * before; their ids are the prefix returned and 1 to {@code copies}, newest first.
     */
    private String cloneSubmission(String id, int copies) throws SQLException {
        String prefix = ids();
        try (Connection connection = dataSource.getConnection(); PreparedStatement assignments = connection.prepareStatement(
                "insert into assignments (id, organization_id, form_id, student_id, assigned_by_id, token, status, completed_at, "
                        + "created_at, updated_at) select ? || 'a' || g, a.organization_id, a.form_id, a.student_id, a.assigned_by_id, "
                        + "? || '-' || g, a.status, a.completed_at, a.created_at, a.updated_at "
                        + "from submissions s join assignments a on a.id = s.assignment_id, generate_series(1, ?) g where s.id = ?");
             PreparedStatement submissions = connection.prepareStatement(
                "insert into submissions (id, organization_id, assignment_id, form_id, student_id, assigned_by_id, form_title, "
                        + "participant_name, search_text, total_score, max_score, percentage, score_label, score_color, score_ranges, "
                        + "answers, completed_at) select ? || g, s.organization_id, ? || 'a' || g, s.form_id, s.student_id, "
                        + "s.assigned_by_id, s.form_title, s.participant_name, s.search_text, s.total_score, s.max_score, s.percentage, "
                        + "s.score_label, s.score_color, s.score_ranges, '[]', s.completed_at - g * interval '1 second' "
                        + "from submissions s, generate_series(1, ?) g where s.id = ?")) {
            for (PreparedStatement insert : List.of(assignments, submissions)) {
                insert.setString(1, prefix);
                insert.setString(2, prefix);
                insert.setInt(3, copies);
                insert.setString(4, id);
                assertThat(insert.executeUpdate()).isEqualTo(copies);
            }
        }
        return prefix;
    }

    /** A prefix of 12 characters for ids no other test writes (ids have at most 25). */
    private static String ids() {
        return "t" + UUID.randomUUID().toString().replace("-", "").substring(0, 11);
    }
}
