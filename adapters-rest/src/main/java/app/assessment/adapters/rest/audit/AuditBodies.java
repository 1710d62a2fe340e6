package app.assessment.adapters.rest.audit;

import app.assessment.application.port.out.audit.AuditRecord;
import com.fasterxml.jackson.annotation.JsonRawValue;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The audit log's wire shapes: one entry, as the list, the single read and the stream's events show it. */
final class AuditBodies {

    private AuditBodies() {
    }

    @Schema(name = "AuditActor")
    record ActorBody(
            @Schema(description = "user, system, provider, participant (someone on a test link) or api_key (an organization API key)") String type,
            @Schema(description = "The user's id, or the API key's id when `type` is api_key (its name in `name`); null otherwise") String id,
            String name,
            String email) {
    }

    @Schema(name = "AuditEntry")
    record EntryBody(
            String id,
            Instant at,
            @Schema(description = "Null for entries of no organization (a super administrator's own actions)") String organizationId,
            ActorBody actor,
            String ip,
            @Schema(example = "form.update") String action,
            @Schema(example = "Form") String entityType,
            String entityId,
            @Schema(type = SchemaType.OBJECT, description = "The changed data as recorded; passwords, tokens, secrets and codes "
                    + "were replaced by `***` before they were stored") @JsonRawValue String changes) {

        static EntryBody from(AuditRecord r) {
            return new EntryBody(r.id(), r.at(), r.organizationId(),
                    new ActorBody(r.actorKind().name().toLowerCase(Locale.ROOT), r.actorUserId(), r.actorName(), r.actorEmail()),
                    r.ip(), r.action(), r.entityType(), r.entityId(), r.changes());
        }
    }

    @Schema(name = "AuditEntryList")
    record EntryList(
            List<EntryBody> entries,
            @Schema(description = "Pass as `cursor` for the next (older) page; null on the last page") String nextCursor) {
    }
}
