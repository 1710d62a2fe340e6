package app.assessment.adapters.rest.assignment;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.PublicRateLimited;
import app.assessment.application.port.in.assignment.TestLinkUseCases;
import app.assessment.application.port.in.attempt.AttemptUseCases;
import app.assessment.application.port.in.attempt.ReviewUseCases;
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
@KeyForbidden
public class TestLinkResource {

    private final TestLinkUseCases testLinks;
    private final AttemptUseCases attempts;
    private final ReviewUseCases reviews;
    private final CurrentUser client;

    public TestLinkResource(TestLinkUseCases testLinks, AttemptUseCases attempts, ReviewUseCases reviews, CurrentUser client) {
        this.testLinks = testLinks;
        this.attempts = attempts;
        this.reviews = reviews;
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

    @GET
    @Path("/review")
    @Operation(summary = "Review the latest completed attempt", description = "Exactly what the assignment's settings release at "
            + "this moment (ADR 0051): `showScore` the score and band and each question's points, `showCorrectAnswers` whether "
            + "each answer was right and the key, `showFeedback` the question's and the chosen options' feedback; each "
            + "`IMMEDIATELY`, `AFTER_CLOSE` (from `expiresAt`), `AFTER_GRADING` (once nothing awaits a grader) or `NEVER`. "
            + "What is not released is absent. The participant's own answers are always shown. 409 `NO_COMPLETED_ATTEMPT` "
            + "before an attempt completes. Staff reports are unaffected.")
    public ReviewBodies.ReviewResponse review(@PathParam("token") String token) {
        return ReviewBodies.ReviewResponse.from(reviews.review(token));
    }

    @POST
    @Path("/start")
    @Consumes(MediaType.WILDCARD)
    @Operation(summary = "Start an attempt", description = "201 `{attemptNumber, startedAt, deadline, remainingSeconds}`, all by "
            + "the server's clock (ADR 0051). While an attempt is under way it is answered again with 200: never a second clock. "
            + "A timed test, or one allowing several attempts, needs a start before drafts and submit (409 "
            + "`ATTEMPT_NOT_STARTED` otherwise). 409 `NO_ATTEMPTS_LEFT`; 409 `ATTEMPT_COOLDOWN` with `availableAt` and "
            + "`Retry-After`; 402 `PAYMENT_REQUIRED` while a charge is pending (the first attempt's charge covers the "
            + "others); the link's own refusals as on open.")
    public Response start(@PathParam("token") String token) {
        var started = attempts.start(token, client.ip());
        return Response.status(started.created() ? Response.Status.CREATED : Response.Status.OK)
                .entity(TestLinkBodies.AttemptView.from(started.running())).build();
    }

    @POST
    @Path("/submit")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Submit the answers", description = "`{answers: [{questionId, optionId}]}`. Scored on the server; 201 with "
            + "`submissionId`, `totalScore`, `maxScore`, `percentage`, `scoreLabel`, `scoreColor`. 400 for an answer outside the "
            + "form, 402 `PAYMENT_REQUIRED` while a charge is pending, 409 on a second submit (also under concurrent submits). "
            + "With an attempt under way: accepted up to its `deadline` + `graceSeconds`, then 409 `ATTEMPT_TIME_EXPIRED` "
            + "(nothing stored; the closing job completes the attempt from its draft).")
    public Response submit(@PathParam("token") String token, TestLinkBodies.AnswersRequest body) {
        var result = testLinks.submit(token, AnswerBody.toAnswers(body == null ? null : body.answers()), client.ip());
        return Response.status(Response.Status.CREATED).entity(TestLinkBodies.SubmitResponse.from(result)).build();
    }
}
