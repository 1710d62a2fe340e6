package app.assessment.bootstrap.payment;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import app.assessment.bootstrap.testsupport.TestAccounts;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

@QuarkusTest
class PaymentListTest {

    @Inject
    TestAccounts accounts;

    @Test
    void list_pagesNewestFirst_withFiguresOfTheWholeFilter() {
        PaymentWorld world = new PaymentWorld(accounts);
        var paid1 = world.assignment();
        world.create(paid1.id(), "PIX_EXTERNO", 49.9).then().statusCode(200);
        world.action(paid1.id(), "confirm").then().statusCode(200);
        var paid2 = world.assignment();
        world.create(paid2.id(), "BOLETO", "100.05").then().statusCode(200);
        PaymentWorld.webhook(PaymentWorld.eventId(), "PAYMENT_RECEIVED", world.status(paid2.id()).getString("paymentId"), paid2.id())
                .then().statusCode(200);
        var pending = world.candidateAssignment();
        world.create(pending.id(), "PIX", 20).then().statusCode(200);
        var exempt = world.assignment();
        world.action(exempt.id(), "exempt").then().statusCode(200);
        world.assignment(); // no charge: not listed
        new PaymentWorld(accounts).create(new PaymentWorld(accounts).assignment().id(), "PIX", 5); // another organization

        world.admin.request().queryParam("pageSize", 2).get("/api/mobile/payments").then().statusCode(200)
                .body("data.id", contains(exempt.id(), pending.id()))
                .body("stats.pending", equalTo(1)).body("stats.paid", equalTo(2)).body("stats.totalCollected", equalTo(149.95f))
                .body("pagination.page", equalTo(1)).body("pagination.pageSize", equalTo(2))
                .body("pagination.total", equalTo(4)).body("pagination.totalPages", equalTo(2))
                .body("data[1].paymentStatus", equalTo("pending")).body("data[1].paymentMethod", equalTo("PIX"))
                .body("data[1].paymentQrCode", startsWith("data:image/png;base64,"))
                .body("data[1].paymentQrCodeText", equalTo(world.status(pending.id()).getString("paymentQrCodeText")))
                .body("data[0].paymentQrCode", nullValue())
                .body("data[1].student", nullValue()).body("data[1].candidate.name", equalTo("Bruno Lima"))
                .body("data[1].form.id", equalTo(world.formId)).body("data[1].teacher.name", equalTo(adminName(world)))
                .body("data", everyItem(hasKey("student"))).body("data", everyItem(hasKey("candidate")));
        world.admin.request().queryParam("page", 2).queryParam("pageSize", 2).get("/api/mobile/payments").then()
                .body("data.id", contains(paid2.id(), paid1.id())).body("data[0].student.name", equalTo("Ana Souza"))
                .body("data[0].paymentAmount", equalTo(100.05f))
                // The event names a day before the charge existed: paid at its creation, never earlier.
                .body("data[0].paidAt", equalTo(world.admin.request().get("/api/mobile/payments").jsonPath()
                        .getString("data.find { it.id == '" + paid2.id() + "' }.createdAt")));
        world.admin.request().queryParam("status", "paid").get("/api/mobile/payments").then()
                .body("data", hasSize(2)).body("stats.pending", equalTo(0)).body("stats.paid", equalTo(2))
                .body("pagination.total", equalTo(2));
        world.admin.request().queryParam("status", "pending").get("/api/mobile/payments").then()
                .body("data.id", contains(pending.id())).body("stats.totalCollected", equalTo(0.0f));
    }

    @Test
    void pageSize_isClampedTo50_andBadValuesAre400() {
        PaymentWorld world = new PaymentWorld(accounts);
        world.admin.request().queryParam("pageSize", 500).get("/api/mobile/payments").then().statusCode(200)
                .body("pagination.pageSize", equalTo(50)).body("pagination.total", equalTo(0)).body("pagination.totalPages", equalTo(0));
        world.admin.request().queryParam("page", 0).get("/api/mobile/payments").then().statusCode(400);
        world.admin.request().queryParam("pageSize", "x").get("/api/mobile/payments").then().statusCode(400)
                .body("errors[0].field", equalTo("pageSize"));
        world.admin.request().queryParam("status", "PAID").get("/api/mobile/payments").then().statusCode(400)
                .body("errors[0].field", equalTo("status"));
    }

    private static String adminName(PaymentWorld world) {
        return world.admin.request().get("/api/auth/session").then().extract().path("user.name");
    }
}
