package app.assessment.adapters.persistence.form;

import app.assessment.domain.form.Form;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.ScoreRange;
import app.assessment.domain.shared.SearchText;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;

@ApplicationScoped
class FormMapper {

    private static final TypeReference<List<ScoreRange>> RANGES = new TypeReference<>() {
    };

    private final ObjectMapper json;

    FormMapper(ObjectMapper json) {
        this.json = json;
    }

    Form toDomain(FormEntity e, List<Question> questions) {
        return new Form(e.id, e.organizationId, e.ownerId, e.title, e.description, e.category, e.type, e.targetAudience,
                e.published, e.template, ranges(e.scoreRanges), questions, e.createdAt, e.deletedAt);
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
        e.scoreRanges = write(form.scoreRanges());
        e.questionCount = form.questions().size();
        e.createdAt = form.createdAt();
        e.updatedAt = now;
    }

    private List<ScoreRange> ranges(String stored) {
        try {
            return json.readValue(stored, RANGES);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Stored score ranges are not valid JSON", e);
        }
    }

    private String write(List<ScoreRange> ranges) {
        try {
            return json.writeValueAsString(ranges);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("Score ranges are not serialisable", e);
        }
    }
}
