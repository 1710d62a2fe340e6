package app.assessment.adapters.rest.accommodation;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.application.port.in.accommodation.EffectiveAccommodation;
import app.assessment.application.port.in.accommodation.GetAssignmentAccommodationUseCase;
import app.assessment.application.port.in.accommodation.RemoveAssignmentAccommodationUseCase;
import app.assessment.application.port.in.accommodation.SetAssignmentAccommodationUseCase;
import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * One assignment's own accommodation (issue 44), which wins over its participant's. A resource of
 * its own beside {@code AssignmentResource}: the same visibility (administrators, and the
 * professor who made the assignment; others' and other organizations' answer 404).
 */
@Path("/api/assignments/{id}/accommodation")
@Tag(name = "Assignments")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@KeyForbidden
public class AssignmentAccommodationResource {

    private static final String ANSWER = " Answers the effective accommodation: the assignment's own, else its participant's "
            + "(`source` says which), both absent when none applies; `reason` for ADMIN and SUPER_ADMIN only. 404 when the "
            + "assignment is absent, of another organization, or (for a PROFESSOR) made by someone else.";

    private final GetAssignmentAccommodationUseCase get;
    private final SetAssignmentAccommodationUseCase set;
    private final RemoveAssignmentAccommodationUseCase remove;
    private final CurrentUser currentUser;

    public AssignmentAccommodationResource(GetAssignmentAccommodationUseCase get, SetAssignmentAccommodationUseCase set,
                                           RemoveAssignmentAccommodationUseCase remove, CurrentUser currentUser) {
        this.get = get;
        this.set = set;
        this.remove = remove;
        this.currentUser = currentUser;
    }

    @GET
    @Operation(summary = "The accommodation an attempt at this assignment gets", description = ANSWER)
    public EffectiveResponse get(@PathParam("id") String id) {
        return EffectiveResponse.from(get.get(currentUser.caller(), id));
    }

    @PUT
    @Operation(summary = "Set the assignment's own accommodation", description = "Wins over the participant's; an open attempt's "
            + "deadline moves at once. 400 naming the field when `timeMultiplier` is outside 1.0..4.0 (two decimals), "
            + "`extraMinutes` outside 0..600, `reason` over 500 characters, or neither gives more time." + ANSWER)
    public EffectiveResponse set(@PathParam("id") String id, AccommodationBody body) {
        AccommodationBody sent = body == null ? new AccommodationBody(null, null, null) : body;
        return EffectiveResponse.from(set.set(currentUser.caller(), id, sent.input()));
    }

    @DELETE
    @Operation(summary = "Remove the assignment's own accommodation", description = "The participant's applies again; removing "
            + "none is no error." + ANSWER)
    public EffectiveResponse remove(@PathParam("id") String id) {
        return EffectiveResponse.from(remove.remove(currentUser.caller(), id));
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "EffectiveAccommodation")
    record EffectiveResponse(String assignmentId, AccommodationResponse accommodation,
                             @Schema(enumeration = {"assignment", "student", "candidate"},
                                     description = "Whose accommodation applies; absent when none") String source) {
        static EffectiveResponse from(EffectiveAccommodation effective) {
            return new EffectiveResponse(effective.assignmentId(), AccommodationResponse.from(effective.accommodation()),
                    effective.source().orElse(null));
        }
    }
}
