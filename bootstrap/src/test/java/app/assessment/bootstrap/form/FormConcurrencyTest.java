package app.assessment.bootstrap.form;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.payment.Concurrently;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Edits of one form at once are serialized on its row; If-Match makes a lost update visible. */
@QuarkusTest
class FormConcurrencyTest {

    @Inject
    TestAccounts accounts;

    private Browser admin;
    private String formId;

    @BeforeEach
    void setUp() {
        admin = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        formId = admin.request().contentType(ContentType.JSON).body(FormFixtures.form("Original")).post("/api/forms")
                .then().statusCode(201).extract().path("id");
    }

    @Test
    void concurrentEdits_ofOneForm_allSucceedOneAfterAnother() throws Exception {
        List<Supplier<Response>> edits = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            String title = "Edit " + i;
            edits.add(() -> admin.request().contentType(ContentType.JSON).body(FormFixtures.form(title)).put("/api/forms/" + formId));
        }
        List<Integer> statuses = Concurrently.statuses(edits);
        assertThat(statuses).containsOnly(200);
        admin.request().get("/api/forms/" + formId).then().statusCode(200)
                .body("questions.size()", equalTo(2)).body("questions[0].options.size()", equalTo(2));
    }

    @Test
    void ifMatch_withTheVersionRead_isAccepted_andAStaleOneIs412() {
        String read = admin.request().get("/api/forms/" + formId).then().statusCode(200).extract().header("ETag");
        assertThat(read).isNotBlank();

        String written = admin.request().contentType(ContentType.JSON).header("If-Match", read).body(FormFixtures.form("First"))
                .put("/api/forms/" + formId).then().statusCode(200).extract().header("ETag");
        assertThat(written).isNotBlank().isNotEqualTo(read);
        admin.request().get("/api/forms/" + formId).then().statusCode(200).header("ETag", equalTo(written));

        admin.request().contentType(ContentType.JSON).header("If-Match", read).body(FormFixtures.form("Lost update"))
                .put("/api/forms/" + formId).then().statusCode(412).body("code", equalTo("FORM_EDITED_CONCURRENTLY"));
        admin.request().get("/api/forms/" + formId).then().body("title", equalTo("First"));
    }
}
