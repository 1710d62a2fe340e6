package app.assessment.bootstrap.notification;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.not;

import app.assessment.application.port.in.notification.DispatchNotificationsUseCase;
import app.assessment.application.port.out.notification.NotificationRenderer;
import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.Mailbox;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.SecondFactor;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Per-organization, per-locale e-mail templates: the SUPER_ADMIN routes, their checks, and the mails that use them. */
@QuarkusTest
class EmailTemplatesTest {

    private static final String ROUTE = "/api/admin/email-templates/";

    @Inject
    TestAccounts accounts;
    @Inject
    NotificationRows rows;
    @Inject
    TemplateRows templateRows;
    @Inject
    DispatchNotificationsUseCase dispatcher;
    @Inject
    NotificationRenderer renderer;

    Mailbox mailbox;

    private Organization org;
    private Organization other;
    private User superUser;
    private Browser superAdmin;

    @BeforeEach
    void setUp() {
        rows.quiesce();
        org = accounts.organization();
        other = accounts.organization();
        superUser = accounts.user(org, Role.SUPER_ADMIN);
        superAdmin = Browser.signedIn(superUser.email(), TestAccounts.PASSWORD);
    }

    @Test
    void anOverride_isUsedInTheMailsOfItsOrganizationOnly_withValuesEscapedInHtml() {
        put("ASSIGNMENT_CREATED", other.id(), template("pt-BR", "Sua prova: {formTitle}",
                "<p>Prezado(a) {recipientName}, <a href=\"{testLink}\">abra {formTitle}</a></p>", "Prezado(a) {recipientName}: {testLink}"))
                .statusCode(200).body("organizationId", equalTo(other.id())).body("shippedDefault", equalTo(false));
        String overridden = assignmentMail(other, "Prova <b>1</b> & cia");
        String shipped = assignmentMail(org, "Prova <b>1</b> & cia");

        dispatcher.dispatch();

        Mailbox.Mail custom = mailbox.awaitMail(overridden, 1);
        assertThat(custom.subject()).isEqualTo("Sua prova: Prova <b>1</b> & cia");
        assertThat(custom.text()).startsWith("Prezado(a) Ana <i>Souza</i>: http://localhost:3000/pt-BR/test/");
        assertThat(custom.html()).contains("abra Prova &lt;b&gt;1&lt;/b&gt; &amp; cia</a>").contains("Prezado(a) Ana &lt;i&gt;Souza")
                .doesNotContain("<b>1").doesNotContain("<i>Souza");
        assertThat(mailbox.awaitMail(shipped, 1).subject()).isEqualTo("Nova avaliação: Prova <b>1</b> & cia");
    }

    @Test
    void theLocaleOfAMail_picksItsOverride_elseTheShippedDefaultOfThatLocale_andUnknownLocalesFallBackToPtBr() {
        put("ASSIGNMENT_CANCELLED", org.id(), template("pt-BR", "Cancelada: {formTitle}", "<p>{reason}</p>", "{reason}"))
                .statusCode(200);
        Map<String, String> values = Map.of("formTitle", "Redação", "reason", "feriado");

        assertThat(subject(org.id(), "pt-BR")).isEqualTo("Cancelada: Redação");
        assertThat(subject(org.id(), "fr")).as("an unsupported locale falls back to pt-BR").isEqualTo("Cancelada: Redação");
        assertThat(subject(org.id(), "en")).as("no en override: the shipped en default").isEqualTo("Assessment cancelled: Redação");
        assertThat(subject(other.id(), "pt-BR")).as("another organization").isEqualTo("Avaliação cancelada: Redação");

        put("ASSIGNMENT_CANCELLED", org.id(), template("en", "Cancelled: {formTitle}", "<p>{reason}</p>", "{reason}")).statusCode(200);
        assertThat(subject(org.id(), "en-US")).isEqualTo("Cancelled: Redação");
        assertThat(renderer.render(org.id(), "en", NotificationType.ASSIGNMENT_CANCELLED, values).html()).contains("<html lang=\"en\"");
    }

    @Test
    void delete_restoresTheShippedDefault_andPutAndDeleteAreAudited() {
        put("PAYMENT_REQUESTED", null, template("pt-BR", "Pague {amount}", "<p>{paymentLink}</p>", "{paymentLink}")).statusCode(200);
        superAdmin.request().get(ROUTE).then().statusCode(200).body("organizationId", equalTo(org.id()))
                .body("items.find { it.key == 'PAYMENT_REQUESTED' }.locales.find { it.locale == 'pt-BR' }.overridden", equalTo(true))
                .body("items.find { it.key == 'PAYMENT_REQUESTED' }.locales.find { it.locale == 'en' }.overridden", equalTo(false))
                .body("items.find { it.key == 'ASSIGNMENT_CREATED' }.locales[0].overridden", equalTo(false));

        superAdmin.request().queryParam("locale", "pt-BR").delete(ROUTE + "PAYMENT_REQUESTED").then().statusCode(200)
                .body("ok", equalTo(true));
        superAdmin.request().queryParam("locale", "en").delete(ROUTE + "PAYMENT_REQUESTED").then().statusCode(200);

        superAdmin.request().get(ROUTE + "PAYMENT_REQUESTED").then().statusCode(200).body("shippedDefault", equalTo(true))
                .body("locale", equalTo("pt-BR")).body("subject", equalTo("Pagamento da avaliação {formTitle}"))
                .body("variables", hasItems("amount", "paymentLink", "pixCode"));
        assertThat(subject(org.id(), "pt-BR", NotificationType.PAYMENT_REQUESTED)).startsWith("Pagamento da avaliação");
        List<Object[]> audit = templateRows.audit(org.id());
        assertThat(audit).as("the second DELETE had nothing to restore").hasSize(2);
        assertThat(audit).extracting(r -> r[0]).containsExactly("email-template.update", "email-template.restore");
        assertThat(audit).allSatisfy(r -> {
            assertThat(r[1]).isEqualTo("PAYMENT_REQUESTED/pt-BR");
            assertThat((String) r[2]).contains("\"key\": \"PAYMENT_REQUESTED\"").contains("\"locale\": \"pt-BR\"");
            assertThat(r[3]).isEqualTo(superUser.id());
        });
    }

    @Test
    void preview_rendersADraftWithSampleData_orTheStoredTemplate_andStoresNothing() {
        superAdmin.request().contentType(ContentType.JSON)
                .body(template("pt-BR", "Prévia: {formTitle}", "<h1>{formTitle}</h1>", "Texto {formTitle}"))
                .post(ROUTE + "ASSIGNMENT_CREATED/preview").then().statusCode(200)
                .body("subject", equalTo("Prévia: Leitura <interpretação> & escrita"))
                .body("html", containsString("<h1>Leitura &lt;interpretação&gt; &amp; escrita</h1>"))
                .body("text", equalTo("Texto Leitura <interpretação> & escrita"));
        superAdmin.request().get(ROUTE + "ASSIGNMENT_CREATED").then().body("shippedDefault", equalTo(true));

        superAdmin.request().queryParam("locale", "en").post(ROUTE + "ASSIGNMENT_CREATED/preview").then().statusCode(200)
                .body("subject", equalTo("New assessment: Reading <comprehension> & writing"));
        put("ASSIGNMENT_CREATED", null, template("pt-BR", "Guardada: {formTitle}", "<p>{testLink}</p>", "{testLink}")).statusCode(200);
        superAdmin.request().contentType(ContentType.JSON).post(ROUTE + "ASSIGNMENT_CREATED/preview").then().statusCode(200)
                .body("subject", equalTo("Guardada: Leitura <interpretação> & escrita"))
                .body("html", containsString("https://app.example.com/pt-BR/test/sample-token"));
    }

    @Test
    void everyShippedDefault_passesTheChecks_andPreviews() {
        for (NotificationType type : NotificationType.values()) {
            for (String locale : List.of("pt-BR", "en")) {
                superAdmin.request().queryParam("locale", locale).post(ROUTE + type.name() + "/preview").then()
                        .statusCode(200).body("subject", not(equalTo("")));
            }
        }
    }

    @Test
    void put_refusesASyntaxError_namingThePartAndTheLine() {
        put("ASSIGNMENT_CREATED", null, template("pt-BR", "Nova: {formTitle}", "<p>{formTitle}</p>\n<p>{#if testLink}x{/each}</p>",
                "{testLink}"))
                .statusCode(400).contentType("application/problem+json").body("errors[0].field", equalTo("html"))
                .body("detail", containsString("html: line 2")).body("detail", containsString("syntax error"));
        superAdmin.request().get(ROUTE + "ASSIGNMENT_CREATED").then().body("shippedDefault", equalTo(true));
    }

    @Test
    void put_refusesAVariableTheKeyDoesNotDocument_namingPartLineAndVariable() {
        put("ASSIGNMENT_CREATED", null, template("pt-BR", "Nova: {formTitle}", "<p>{formTitle}</p>",
                "Olá, {recipientName}.\n\nSeu código: {code}\n"))
                .statusCode(400).body("code", equalTo("VALIDATION_FAILED")).body("errors[0].field", equalTo("text"))
                .body("detail", containsString("text: line 3, 'code': unknown variable"));
    }

    @Test
    void put_refusesAnythingBeyondPlainDocumentedVariables() {
        Map<String, String> attempts = new HashMap<>();
        attempts.put("{inject:mailer}", "namespaces");
        attempts.put("{config:quarkus.datasource.password}", "namespaces");
        attempts.put("{cdi:notificationRenderer}", "namespaces");
        attempts.put("{#if config:app.cron-secret}x{/if}", "namespaces");
        attempts.put("{formTitle.getClass()}", "plain variables");
        attempts.put("{formTitle.class.classLoader}", "plain variables");
        attempts.put("{formTitle.length}", "plain variables");
        attempts.put("{formTitle ?: 'x'}", "plain variables");
        attempts.put("{@java.lang.Runtime rt}", "parameter declarations");
        attempts.put("{#include base /}", "syntax error");
        attempts.put("{#let x=formTitle}{x}{/let}", "syntax error");
        attempts.put("{#each formTitle}{it}{/each}", "syntax error");
        attempts.put("{#eval formTitle /}", "syntax error");
        attempts.forEach((source, refusal) -> put("ASSIGNMENT_CREATED", null,
                template("pt-BR", "Nova: {formTitle}", "<p>ok</p>\n" + source, "{formTitle}"))
                .statusCode(400).body("errors[0].field", equalTo("html")).body("detail", containsString(refusal))
                .body("detail", containsString("html: line 2")));
        superAdmin.request().get(ROUTE + "ASSIGNMENT_CREATED").then().body("shippedDefault", equalTo(true));
    }

    @Test
    void put_refusesMissingPartsAndOtherLocales() {
        put("ASSIGNMENT_CREATED", null, Map.of("locale", "pt-BR", "subject", "x", "text", "y")).statusCode(400)
                .body("errors[0].field", equalTo("html"));
        put("ASSIGNMENT_CREATED", null, template("fr", "x", "y", "z")).statusCode(400).body("errors[0].field", equalTo("locale"));
        superAdmin.request().queryParam("locale", "es").get(ROUTE + "ASSIGNMENT_CREATED").then().statusCode(400)
                .body("errors[0].field", equalTo("locale"));
        superAdmin.request().queryParam("locale", "es").get(ROUTE).then().statusCode(400).body("errors[0].field", equalTo("locale"));
    }

    @Test
    void unknownKeysAndOrganizations_are404_andOnlySuperAdministratorsGetIn() {
        superAdmin.request().get(ROUTE + "NO_SUCH_TYPE").then().statusCode(404);
        superAdmin.request().queryParam("organizationId", "nosuchorganization0000001").get(ROUTE + "ASSIGNMENT_CREATED").then()
                .statusCode(404);
        put("ASSIGNMENT_CREATED", "nosuchorganization0000001", template("pt-BR", "x", "y", "z")).statusCode(404);
        superAdmin.request().queryParam("organizationId", other.id()).get(ROUTE).then().statusCode(200)
                .body("organizationId", equalTo(other.id()));
        for (Role role : List.of(Role.ADMIN, Role.PROFESSOR)) {
            Browser browser = Browser.signedIn(accounts.user(org, role).email(), TestAccounts.PASSWORD);
            browser.request().get(ROUTE).then().statusCode(403);
            browser.request().contentType(ContentType.JSON).body(template("pt-BR", "x", "y", "z")).put(ROUTE + "ASSIGNMENT_CREATED")
                    .then().statusCode(403);
        }
    }

    @Test
    void signInCodesAndResetLinks_goThroughTheOrganizationsTemplates() {
        put("SECOND_FACTOR_CODE", null, template("pt-BR", "Entrar: código para {recipientName}", "<p>{code}</p>",
                "Código {code}, válido por {validMinutes} min")).statusCode(200);
        put("PASSWORD_RESET", null, template("pt-BR", "Trocar a senha de {recipientName}", "<p><a href=\"{link}\">trocar</a></p>",
                "Abra {link} em {validMinutes} min")).statusCode(200);
        User user = accounts.user(org, Role.PROFESSOR, SecondFactor.NONE.withEmail(true));
        String address = Browser.newAddress();

        given().header("X-Forwarded-For", address).contentType("application/json")
                .body(Map.of("email", user.email(), "password", TestAccounts.PASSWORD)).post("/api/auth/2fa/email").then().statusCode(200);
        Mailbox.Mail code = mailbox.awaitMail(user.email(), 1);
        assertThat(code.subject()).isEqualTo("Entrar: código para " + user.name());
        assertThat(code.text()).matches("(?s)Código \\d{6}, válido por \\d+ min\\s*");

        given().header("X-Forwarded-For", address).contentType("application/json").body(Map.of("email", user.email()))
                .post("/api/users/forgot-password").then().statusCode(200);
        Mailbox.Mail reset = mailbox.awaitMail(user.email(), 2);
        assertThat(reset.subject()).isEqualTo("Trocar a senha de " + user.name());
        assertThat(reset.text()).contains("/reset-password?token=");
        assertThat(reset.html()).contains("<a href=\"http://localhost");
    }

    @Test
    void anEditStoredThroughAnotherInstance_isUsedAtOnce_andARowThatFailsTheChecksIsNeverRendered() {
        put("ANNOUNCEMENT", null, template("pt-BR", "Primeira: {title}", "<p>{body}</p>", "{body}")).statusCode(200);
        assertThat(subject(org.id(), "pt-BR", NotificationType.ANNOUNCEMENT)).isEqualTo("Primeira: Aviso");

        templateRows.write(org.id(), "ANNOUNCEMENT", "pt-BR", "Segunda: {title}", "<p>{body}</p>", "{body}");
        assertThat(subject(org.id(), "pt-BR", NotificationType.ANNOUNCEMENT)).isEqualTo("Segunda: Aviso");

        templateRows.write(org.id(), "ANNOUNCEMENT", "pt-BR", "Terceira: {config:quarkus.datasource.password}", "<p>{body}</p>",
                "{body}");
        assertThat(subject(org.id(), "pt-BR", NotificationType.ANNOUNCEMENT)).as("the shipped default instead").isEqualTo("Aviso");
    }

    private String subject(String organizationId, String locale) {
        return subject(organizationId, locale, NotificationType.ASSIGNMENT_CANCELLED);
    }

    private String subject(String organizationId, String locale, NotificationType type) {
        Map<String, String> values = Map.of("formTitle", "Redação", "reason", "feriado", "title", "Aviso", "body", "Texto");
        return renderer.render(organizationId, locale, type, values).subject();
    }

    /** Assigns a new form to a new student of the organization; returns the student's address. */
    private String assignmentMail(Organization organization, String formTitle) {
        Browser professor = Browser.signedIn(accounts.user(organization, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Fixtures fx = new Fixtures(professor);
        String email = NotificationDeliveryTest.address();
        String studentId = professor.request().contentType(ContentType.JSON)
                .body(Map.of("name", "Ana <i>Souza</i>", "status", "ACTIVE", "email", email))
                .post("/api/students").then().statusCode(201).extract().path("id");
        fx.assign(fx.form(formTitle).getString("id"), Map.of("studentId", studentId));
        return email;
    }

    private ValidatableResponse put(String key, String organizationId, Map<String, String> body) {
        var request = superAdmin.request().contentType(ContentType.JSON).body(body);
        if (organizationId != null) {
            request.queryParam("organizationId", organizationId);
        }
        return request.put(ROUTE + key).then();
    }

    private static Map<String, String> template(String locale, String subject, String html, String text) {
        return Map.of("locale", locale, "subject", subject, "html", html, "text", text);
    }
}
