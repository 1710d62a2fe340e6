package app.assessment.adapters.rest.notification;

import app.assessment.adapters.rest.security.KeyForbidden;
import app.assessment.adapters.rest.people.OkResponse;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.application.port.in.notification.EmailTemplateUseCases;
import app.assessment.domain.shared.DomainException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/admin/email-templates")
@Tag(name = "Administration")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@RolesAllowed("SUPER_ADMIN")
@KeyForbidden
public class EmailTemplateResource {

    private static final String SCOPE = " `organizationId` picks the organization (default the caller's own; an unknown one is "
            + "404), `locale` is `pt-BR` (default) or `en` (anything else is 400). An unknown key is 404.";

    private final EmailTemplateUseCases templates;
    private final CurrentUser currentUser;
    private final ObjectMapper json;

    public EmailTemplateResource(EmailTemplateUseCases templates, CurrentUser currentUser, ObjectMapper json) {
        this.templates = templates;
        this.currentUser = currentUser;
        this.json = json;
    }

    @GET
    @Operation(summary = "E-mail templates of an organization (SUPER_ADMIN)", description = "One item per key (a notification "
            + "type), with its variables and, per locale (both, or the one `locale` names), whether the organization overrides "
            + "the shipped default." + SCOPE)
    public EmailTemplateBodies.TemplateList list(@QueryParam("organizationId") String organizationId,
                                                 @QueryParam("locale") String locale) {
        String organization = QueryValues.text(organizationId);
        var items = templates.list(currentUser.caller(), organization, QueryValues.text(locale));
        return new EmailTemplateBodies.TemplateList(organization == null ? currentUser.caller().organizationId() : organization,
                items.stream().map(EmailTemplateBodies.TemplateSummary::from).toList());
    }

    @GET
    @Path("/{key}")
    @Operation(summary = "The template used for a key (SUPER_ADMIN)", description = "The organization's override, else the "
            + "shipped default (`shippedDefault: true`), with the variables it may name." + SCOPE)
    public EmailTemplateBodies.TemplateResponse get(@PathParam("key") String key, @QueryParam("organizationId") String organizationId,
                                                    @QueryParam("locale") String locale) {
        return EmailTemplateBodies.TemplateResponse.from(templates.get(currentUser.caller(), QueryValues.text(organizationId), key,
                QueryValues.text(locale)));
    }

    @PUT
    @Path("/{key}")
    @Operation(summary = "Override a template (SUPER_ADMIN)", description = "Body `{locale, subject, html, text}` in Qute. 400 "
            + "names the part (`subject`, `html`, `text`), the line and the variable when a part does not parse, names a "
            + "variable the key does not document, or reaches further than a plain variable (namespaces such as `inject:` or "
            + "`config:`, properties, methods, sections other than `#if`). Used at once for the organization's mails; audited."
            + SCOPE)
    public EmailTemplateBodies.TemplateResponse put(@PathParam("key") String key, @QueryParam("organizationId") String organizationId,
                                                    EmailTemplateBodies.TemplateRequest body) {
        return EmailTemplateBodies.TemplateResponse.from(templates.save(currentUser.caller(), QueryValues.text(organizationId), key,
                body == null ? null : body.draft()));
    }

    @DELETE
    @Path("/{key}")
    @Operation(summary = "Restore the shipped default (SUPER_ADMIN)", description = "Removes the organization's override of the "
            + "key in `locale`; `{ok: true}` also when there was none. Audited." + SCOPE)
    public OkResponse delete(@PathParam("key") String key, @QueryParam("organizationId") String organizationId,
                             @QueryParam("locale") String locale) {
        templates.restore(currentUser.caller(), QueryValues.text(organizationId), key, QueryValues.text(locale));
        return new OkResponse(true);
    }

    @POST
    @Path("/{key}/preview")
    @Consumes(MediaType.WILDCARD)
    @RequestBody(required = false, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = EmailTemplateBodies.TemplateRequest.class)))
    @Operation(summary = "Render a template with sample data (SUPER_ADMIN)", description = "Renders the body's "
            + "`{locale, subject, html, text}` (checked as a PUT is), or, without a body, the template in use, and answers "
            + "`{subject, html, text}`. Nothing is stored." + SCOPE)
    public EmailTemplateBodies.PreviewResponse preview(@PathParam("key") String key,
                                                       @QueryParam("organizationId") String organizationId,
                                                       @QueryParam("locale") String locale,
                                                       String body) {
        return EmailTemplateBodies.PreviewResponse.from(templates.preview(currentUser.caller(), QueryValues.text(organizationId), key,
                QueryValues.text(locale), draft(body)));
    }

    /** Read by hand so that a bodiless POST, whatever Content-Type a client puts on it, previews the template in use. */
    private EmailTemplateUseCases.Draft draft(String body) {
        if (body == null || body.isBlank()) {
            return null;
        }
        try {
            EmailTemplateBodies.TemplateRequest request = json.readValue(body, EmailTemplateBodies.TemplateRequest.class);
            return request == null ? null : request.draft();
        } catch (JsonProcessingException e) {
            throw DomainException.invalid("body", "must be JSON like {\"locale\": \"pt-BR\", \"subject\": ..., \"html\": ..., "
                    + "\"text\": ...}");
        }
    }
}
