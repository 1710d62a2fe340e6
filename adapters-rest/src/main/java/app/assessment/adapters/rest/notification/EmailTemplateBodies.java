package app.assessment.adapters.rest.notification;

import app.assessment.application.port.in.notification.EmailTemplateUseCases;
import app.assessment.application.port.out.notification.NotificationRenderer;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Request and response bodies of the e-mail template routes. */
final class EmailTemplateBodies {

    private EmailTemplateBodies() {
    }

    @Schema(name = "EmailTemplateRequest", description = "A template in Qute: plain `{variable}` names from the key's `variables`, "
            + "and `{#if variable}...{#else}...{/if}`. Values are HTML-escaped in `html`.")
    public record TemplateRequest(@Schema(example = "pt-BR", description = "`pt-BR` (default) or `en`") String locale,
                                  @Schema(example = "Nova avaliação: {formTitle}") String subject,
                                  @Schema(example = "<p>Olá, {recipientName}.</p>") String html,
                                  @Schema(example = "Olá, {recipientName}.") String text) {
        EmailTemplateUseCases.Draft draft() {
            return new EmailTemplateUseCases.Draft(locale, subject, html, text);
        }
    }

    public record TemplateList(String organizationId, List<TemplateSummary> items) {
    }

    public record TemplateSummary(String key, List<String> variables, List<LocaleState> locales) {
        static TemplateSummary from(EmailTemplateUseCases.Summary summary) {
            return new TemplateSummary(summary.key(), summary.variables(), summary.locales().stream()
                    .map(l -> new LocaleState(l.locale(), l.overridden(), l.updatedAt())).toList());
        }
    }

    public record LocaleState(String locale, boolean overridden, Instant updatedAt) {
    }

    @Schema(name = "EmailTemplate")
    public record TemplateResponse(String organizationId, String key, String locale, String subject, String html, String text,
                                   @Schema(description = "True when no override exists: this is the default shipped with the service")
                                   boolean shippedDefault,
                                   @Schema(description = "The only variables this template may name") List<String> variables) {
        static TemplateResponse from(EmailTemplateUseCases.Effective e) {
            return new TemplateResponse(e.organizationId(), e.key(), e.locale(), e.parts().subject(), e.parts().html(),
                    e.parts().text(), e.shippedDefault(), e.variables());
        }
    }

    @Schema(name = "EmailTemplatePreview")
    public record PreviewResponse(String subject, String html, String text) {
        static PreviewResponse from(NotificationRenderer.Rendered rendered) {
            return new PreviewResponse(rendered.subject(), rendered.html(), rendered.text());
        }
    }
}
