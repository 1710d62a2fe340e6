package app.assessment.adapters.persistence.form;

import app.assessment.domain.form.Form;
import app.assessment.domain.shared.SearchText;
import java.time.Instant;

/** {@code scoreRanges} and {@code attemptSettings} are JSON text, written by the adapter (ADR 0036: mappers hold nothing). */
final class FormMapper {
    private FormMapper() {
    }

    static void copy(Form form, FormEntity e, String scoreRanges, String attemptSettings, String layout, Instant now) {
        e.id = form.id();
        e.organizationId = form.organizationId();
        e.ownerId = form.ownerId();
        e.title = form.title();
        e.searchTitle = SearchText.normalize(form.title());
        e.description = form.description();
        e.category = form.category();
        e.type = form.type();
        e.targetAudience = form.targetAudience();
        e.published = form.published();
        e.template = form.template();
        e.scoreRanges = scoreRanges;
        e.attemptSettings = attemptSettings;
        e.layout = layout;
        e.questionCount = form.questions().size();
        e.createdAt = form.createdAt();
        e.updatedAt = now;
    }
}
