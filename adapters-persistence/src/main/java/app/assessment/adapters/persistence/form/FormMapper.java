package app.assessment.adapters.persistence.form;

import app.assessment.domain.form.Form;
import app.assessment.domain.form.ScoreRange;
import app.assessment.domain.shared.SearchText;
import app.assessment.adapters.persistence.shared.ScoreRangesJson;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;

@ApplicationScoped
class FormMapper {

    private final ScoreRangesJson ranges;

    FormMapper(ScoreRangesJson ranges) {
        this.ranges = ranges;
    }

    List<ScoreRange> scoreRanges(String json) {
        return ranges.read(json);
    }

    void copy(Form form, FormEntity e, Instant now) {
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
        e.scoreRanges = ranges.write(form.scoreRanges());
        e.questionCount = form.questions().size();
        e.createdAt = form.createdAt();
        e.updatedAt = now;
    }
}
