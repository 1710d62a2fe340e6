package app.assessment.adapters.payment.asaas;

import app.assessment.adapters.payment.asaas.AsaasJson.Customer;
import app.assessment.adapters.payment.asaas.AsaasJson.CustomerUpdate;
import app.assessment.adapters.payment.asaas.AsaasJson.Errors;
import app.assessment.adapters.payment.asaas.AsaasJson.NewCustomer;
import app.assessment.adapters.payment.asaas.AsaasJson.NewPayment;
import app.assessment.adapters.payment.asaas.AsaasJson.Page;
import app.assessment.adapters.payment.asaas.AsaasJson.Payment;
import app.assessment.adapters.payment.asaas.AsaasJson.PixQrCode;
import io.quarkus.rest.client.reactive.ClientExceptionMapper;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.rest.client.annotation.RegisterClientHeaders;
import org.eclipse.microprofile.rest.client.inject.RegisterRestClient;

/**
 * The Asaas v3 endpoints the gateway uses (docs/api.md §4). Base URL and timeouts come from
 * {@code quarkus.rest-client.asaas.*}; the API key from {@link AsaasHeaders}.
 *
 * <p>Only calls that can be repeated without a second effect retry, twice at most and only on
 * a network failure, a timeout or 5xx (never on 429, which names its own wait): reads, and the delete (a repeated delete answers
 * 404, which the gateway reads as "already gone"). The two creates never retry here; the
 * gateway makes a repeated charge creation safe by searching for the charge first.
 */
@Path("/v3")
@RegisterRestClient(configKey = "asaas")
@RegisterClientHeaders(AsaasHeaders.class)
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
interface AsaasClient {

    @GET
    @Path("/customers")
    @Retry(maxRetries = 2, delay = 250, jitter = 100, abortOn = {AsaasHttpException.Rejected.class,
            AsaasHttpException.RateLimited.class})
    Page<Customer> findCustomers(@QueryParam("externalReference") String externalReference);

    @POST
    @Path("/customers")
    Customer createCustomer(NewCustomer customer);

    /** Asaas updates a customer with POST (not PUT); only the fields sent change. */
    @POST
    @Path("/customers/{id}")
    Customer updateCustomer(@PathParam("id") String id, CustomerUpdate update);

    @GET
    @Path("/payments")
    @Retry(maxRetries = 2, delay = 250, jitter = 100, abortOn = {AsaasHttpException.Rejected.class,
            AsaasHttpException.RateLimited.class})
    Page<Payment> findPayments(@QueryParam("externalReference") String externalReference);

    @POST
    @Path("/payments")
    Payment createPayment(NewPayment payment);

    @GET
    @Path("/payments/{id}")
    @Retry(maxRetries = 2, delay = 250, jitter = 100, abortOn = {AsaasHttpException.Rejected.class,
            AsaasHttpException.RateLimited.class})
    Payment payment(@PathParam("id") String id);

    @GET
    @Path("/payments/{id}/pixQrCode")
    @Retry(maxRetries = 2, delay = 250, jitter = 100, abortOn = {AsaasHttpException.Rejected.class,
            AsaasHttpException.RateLimited.class})
    PixQrCode pixQrCode(@PathParam("id") String id);

    @DELETE
    @Path("/payments/{id}")
    @Retry(maxRetries = 2, delay = 250, jitter = 100, abortOn = {AsaasHttpException.Rejected.class,
            AsaasHttpException.RateLimited.class})
    void deletePayment(@PathParam("id") String id);

    @ClientExceptionMapper
    static RuntimeException toException(Response response) {
        return AsaasHttpException.of(response.getStatus(), AsaasClient.errorsOf(response), AsaasClient.resetOf(response));
    }

    /** {@code RateLimit-Reset}: the seconds until Asaas accepts calls again; null when absent or unreadable. */
    private static Long resetOf(Response response) {
        String reset = response.getHeaderString("RateLimit-Reset");
        try {
            return reset == null ? null : Long.valueOf(reset.trim());
        } catch (NumberFormatException notSeconds) {
            return null;
        }
    }

    private static Errors errorsOf(Response response) {
        try {
            return response.hasEntity() ? response.readEntity(Errors.class) : new Errors(null);
        } catch (RuntimeException notTheDocumentedShape) {
            // A gateway or proxy in front of Asaas may answer HTML; the status still tells enough.
            return new Errors(null);
        }
    }
}
