package app.assessment.adapters.rest.payment;

import app.assessment.adapters.rest.idempotency.Idempotent;
import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.security.KeyScope;
import app.assessment.domain.apikey.ApiScope;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.Paging;
import app.assessment.application.port.in.payment.ListPaymentsUseCase;
import app.assessment.application.port.in.payment.PaymentUseCases;
import app.assessment.application.port.in.shared.PageRequest;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The payment routes of the mobile API (spec, "Payments"). Every change is for ADMIN and
 * SUPER_ADMIN; reading one assignment's payment is open to every user of the organization.
 */
@Path("/api/mobile")
@Tag(name = "Payments")
@Produces(MediaType.APPLICATION_JSON)
public class PaymentResource {

    private static final String PROVIDER_FAILURE = " When the provider refuses the request: 422 `PAYMENT_PROVIDER_REJECTED` with "
            + "its reason; when it limits requests: 503 `PAYMENT_PROVIDER_BUSY` with `Retry-After`; when it fails or does not "
            + "answer: 502 `PAYMENT_PROVIDER_UNAVAILABLE`. In each case nothing changed. 409 `PAYMENT_CHANGED` when the payment "
            + "moved to another provider charge while the provider was being asked.";

    private static final String WITHDRAWAL = " Recorded at once, whether or not the provider is up: a pending provider charge is "
            + "then withdrawn (deleted) at the provider, so it cannot be paid a second time; while the provider fails, the "
            + "withdrawal is retried with back-off (30 s doubling to hourly) and audited (`payment.provider-withdrawn`) when it "
            + "succeeds. Should the participant pay the provider charge meanwhile, the status stays as recorded and the "
            + "administrators get an in-app `PAYMENT_REFUND_DUE` notification and a `payment.late-payment` audit entry.";

    private final PaymentUseCases payments;
    private final ListPaymentsUseCase list;
    private final CurrentUser currentUser;

    public PaymentResource(PaymentUseCases payments, ListPaymentsUseCase list, CurrentUser currentUser) {
        this.payments = payments;
        this.list = list;
        this.currentUser = currentUser;
    }

    @KeyScope(ApiScope.PAYMENTS_READ)
    @GET
    @Path("/payments")
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    @Operation(summary = "List the organization's charges", description = "The current charge of each assignment that has one, newest "
            + "first. `page` (default 1), `pageSize` (default 20, at most 50), `status` (pending, paid, exempt, cancelled).")
    public PaymentBodies.PaymentList list(@QueryParam("page") String page, @QueryParam("pageSize") String pageSize,
                                          @QueryParam("status") String status) {
        PageRequest request = Paging.byPage(page, "pageSize", pageSize,
                ListPaymentsUseCase.DEFAULT_PAGE_SIZE, ListPaymentsUseCase.MAX_PAGE_SIZE);
        var result = list.list(currentUser.caller(), request, PaymentBodies.status(status));
        return PaymentBodies.PaymentList.from(result, request.page(), request.size());
    }

    @KeyScope(ApiScope.PAYMENTS_READ)
    @GET
    @Path("/assignments/{id}/payment")
    @Operation(summary = "The payment of one assignment", description = "Any user of the organization.")
    public PaymentBodies.StatusResponse status(@PathParam("id") String id) {
        return PaymentBodies.StatusResponse.from(payments.status(currentUser.caller(), id));
    }

    @KeyForbidden
    @Idempotent
    @POST
    @Path("/assignments/{id}/payment")
    @Consumes(MediaType.APPLICATION_JSON)
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    @Operation(summary = "Create a charge", description = "From no charge or a cancelled one to `pending`. Provider methods create the "
            + "charge at the provider first (the participant's name, e-mail and CPF/CNPJ as payer, due in a configured number of "
            + "days); `cpfCnpj` in the body is stored on the participant first. 422 `PAYER_DOCUMENT_REQUIRED` for a provider "
            + "method when the participant has no CPF/CNPJ (the provider is not called). 409 `PAYMENT_ALREADY_ACTIVE` while a "
            + "charge is pending, paid or exempt, or being created by a concurrent request; 409 `ASSIGNMENT_COMPLETED` once the "
            + "test was submitted." + PROVIDER_FAILURE)
    public PaymentBodies.CreateResponse create(@PathParam("id") String id, PaymentBodies.CreateRequest body) {
        var command = new PaymentUseCases.CreateCommand(currentUser.caller(), id, body == null ? null : body.method(),
                body == null ? null : body.amount(), body == null ? null : body.cpfCnpj());
        return PaymentBodies.CreateResponse.from(payments.create(command));
    }

    @KeyForbidden
    @POST
    @Path("/assignments/{id}/payment/confirm")
    @Consumes(MediaType.WILDCARD)
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    @Operation(summary = "Confirm a payment by hand", description = "Paid now, method `cash`, from any state but paid (409 "
            + "`PAYMENT_ALREADY_PAID`); without a charge a record of the confirmation is created." + WITHDRAWAL)
    public PaymentBodies.OkResponse confirm(@PathParam("id") String id) {
        payments.confirm(currentUser.caller(), id);
        return PaymentBodies.OkResponse.OK;
    }

    @KeyForbidden
    @POST
    @Path("/assignments/{id}/payment/exempt")
    @Consumes(MediaType.WILDCARD)
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    @Operation(summary = "Exempt from payment", description = "The test becomes available without charge; from any state but paid "
            + "(409 `PAYMENT_ALREADY_PAID`)." + WITHDRAWAL)
    public PaymentBodies.OkResponse exempt(@PathParam("id") String id) {
        payments.exempt(currentUser.caller(), id);
        return PaymentBodies.OkResponse.OK;
    }

    @KeyForbidden
    @POST
    @Path("/assignments/{id}/payment/cancel")
    @Consumes(MediaType.WILDCARD)
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    @Operation(summary = "Cancel the charge", description = "From any state but paid (409 `PAYMENT_ALREADY_PAID`) to `cancelled`; "
            + "a linked provider charge is deleted at the provider first. Link, QR code and `paymentId` are cleared; the charge "
            + "stays in the history. Cancelling nothing, or a cancelled charge, succeeds and changes nothing." + PROVIDER_FAILURE)
    public PaymentBodies.OkResponse cancel(@PathParam("id") String id) {
        payments.cancel(currentUser.caller(), id);
        return PaymentBodies.OkResponse.OK;
    }

    @KeyForbidden
    @POST
    @Path("/assignments/{id}/payment/sync")
    @Consumes(MediaType.WILDCARD)
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    @Operation(summary = "Reconcile with the provider", description = "Asks the provider and applies its status (RECEIVED, CONFIRMED, "
            + "RECEIVED_IN_CASH: paid; deleted or REFUNDED: cancelled; others: unchanged). 409 `PAYMENT_NOT_LINKED` without a "
            + "provider charge." + PROVIDER_FAILURE)
    public PaymentBodies.SyncResponse sync(@PathParam("id") String id) {
        return PaymentBodies.SyncResponse.from(payments.sync(currentUser.caller(), id));
    }
}
