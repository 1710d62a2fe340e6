package app.assessment.adapters.rest.assignment;

import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.PublicRateLimited;
import app.assessment.application.port.in.assignment.TestLinkUseCases;
import jakarta.annotation.security.PermitAll;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The participant's side: no session, the link token is the credential. */
@Path("/api/test-link/{token}")
@Tag(name = "Test link (public)")
@Produces(MediaType.APPLICATION_JSON)
@PermitAll
@PublicRateLimited
public class TestLinkResource {

    private final TestLinkUseCases testLinks;
    private final CurrentUser client;

    public TestLinkResource(TestLinkUseCases testLinks, CurrentUser client) {
        this.testLinks = testLinks;
        this.client = client;
    }

    @GET
    @Operation(summary = "Open a test through its link", description = "The form with its questions and options in order (no points), "
            + "the participant's name, the assignment's status, the payment block and the saved draft. 404 unknown token; 410 "
            + "`ASSIGNMENT_CANCELLED` / `ASSIGNMENT_EXPIRED`; 409 `ASSIGNMENT_COMPLETED`, and 409 `ASSIGNMENT_NOT_OPEN` before "
            + "`scheduledAt` (the link is valid and will open later, so it is not gone). Limited per IP address (429).")
    public TestLinkBodies.TestLinkResponse open(@PathParam("token") String token) {
        return TestLinkBodies.TestLinkResponse.from(testLinks.open(token));
    }

    @POST
    @Path("/submit")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Submit the answers", description = "`{answers: [{questionId, optionId}]}`. Scored on the server; 201 with "
            + "`submissionId`, `totalScore`, `maxScore`, `percentage`, `scoreLabel`, `scoreColor`. 400 for an answer outside the "
            + "form, 402 `PAYMENT_REQUIRED` while a charge is pending, 409 on a second submit (also under concurrent submits).")
    public Response submit(@PathParam("token") String token, TestLinkBodies.AnswersRequest body) {
        var result = testLinks.submit(token, AnswerBody.toAnswers(body == null ? null : body.answers()), client.ip());
        return Response.status(Response.Status.CREATED).entity(TestLinkBodies.SubmitResponse.from(result)).build();
    }
}
