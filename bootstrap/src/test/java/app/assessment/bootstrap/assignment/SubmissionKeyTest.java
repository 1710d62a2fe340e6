package app.assessment.bootstrap.assignment;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** V10: a submission's organization, form and assigner must be its assignment's (one composite key). */
@QuarkusTest
class SubmissionKeyTest {

    @Inject
    TestAccounts accounts;

    @Inject
    AgroalDataSource dataSource;

    @Test
    void aSubmissionCannotNameAnotherFormThanItsAssignments() throws Exception {
        Browser professor = Browser.signedIn(accounts.user(accounts.organization(), Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Fixtures fx = new Fixtures(professor);
        var form = fx.form("Chave");
        String otherForm = fx.form("Outra").getString("id");
        String token = fx.assign(form.getString("id"), Map.of("studentId", fx.student("Clara"))).getString("token");
        given().contentType(ContentType.JSON)
                .body(AssessmentFlowTest.answers(form.getString("questions[0].id"), form.getString("questions[0].options[0].id")))
                .post("/api/test-link/" + token + "/submit").then().statusCode(201);

        try (Connection c = dataSource.getConnection();
             PreparedStatement move = c.prepareStatement("update submissions set form_id = ? "
                     + "where assignment_id = (select id from assignments where token = ?)")) {
            move.setString(1, otherForm);
            move.setString(2, token);
            SQLException refused = assertThrows(SQLException.class, move::executeUpdate);
            assertThat(refused.getSQLState()).as("foreign key violation").isEqualTo("23503");
            assertThat(refused.getMessage()).contains("submissions_assignment_fkey");
        }
    }
}
