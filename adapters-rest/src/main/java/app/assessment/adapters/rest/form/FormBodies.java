package app.assessment.adapters.rest.form;

import app.assessment.adapters.rest.shared.TotalRelation;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.form.FormCommand;
import app.assessment.application.port.out.form.FormPage;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.ScoreRange;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Request and response bodies of /api/forms. */
final class FormBodies {
    private FormBodies() {
    }

    @Schema(name = "FormRequest", description = "`title` is required (at most 200 characters). `description` at most 5000, `category` "
            + "at most 100. `type` and `targetAudience` are upper-case words (defaults TEST and STUDENT). `scoreRanges` must "
            + "not overlap, each with `min <= max` and `color` as #RRGGBB. Questions (text at most 2000) and options (text at "
            + "most 1000, points between -1000 and 1000 with 2 decimals) keep the ids they are sent with; questions or "
            + "options without an id are new; on update, those not sent are removed.")
    record FormRequest(String title, String description, String category, String type, String targetAudience,
                       Boolean isPublished, Boolean isTemplate, List<FormCommand.RangeInput> scoreRanges,
                       List<FormCommand.QuestionInput> questions) {

        FormCommand toCommand(Caller caller) {
            return new FormCommand(caller, title, description, category, type, targetAudience, Boolean.TRUE.equals(isPublished),
                    Boolean.TRUE.equals(isTemplate), scoreRanges, questions);
        }
    }

    record Counts(int questions, int submissions) {
    }

    record RangeBody(BigDecimal min, BigDecimal max, String label, String color) {
        static RangeBody from(ScoreRange r) {
            return new RangeBody(r.min(), r.max(), r.label(), r.color());
        }
    }

    record OptionBody(String id, String text, BigDecimal points) {
        static OptionBody from(Option o) {
            return new OptionBody(o.id(), o.text(), o.points());
        }
    }

    record QuestionBody(String id, String text, int order, List<OptionBody> options) {
        static QuestionBody from(Question q) {
            return new QuestionBody(q.id(), q.text(), q.order(), q.options().stream().map(OptionBody::from).toList());
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "FormSummary")
    record FormSummary(String id, String title, String description, String category, String type, String targetAudience,
                       boolean isPublished, boolean isTemplate, List<RangeBody> scoreRanges, Instant createdAt, Instant deletedAt,
                       @JsonProperty("_count") Counts count) {
        static FormSummary from(FormPage.Item item) {
            Form f = item.form();
            return new FormSummary(f.id(), f.title(), f.description(), f.category(), f.type(), f.targetAudience(), f.published(),
                    f.template(), f.scoreRanges().stream().map(RangeBody::from).toList(), f.createdAt(), f.deletedAt(),
                    new Counts(item.questionCount(), item.submissionCount()));
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "Form", description = "A form with all its questions and options, in order.")
    record FormResponse(String id, String title, String description, String category, String type, String targetAudience,
                        boolean isPublished, boolean isTemplate, List<RangeBody> scoreRanges, Instant createdAt, Instant deletedAt,
                        List<QuestionBody> questions) {
        static FormResponse from(Form f) {
            return new FormResponse(f.id(), f.title(), f.description(), f.category(), f.type(), f.targetAudience(), f.published(),
                    f.template(), f.scoreRanges().stream().map(RangeBody::from).toList(), f.createdAt(), f.deletedAt(),
                    f.questions().stream().map(QuestionBody::from).toList());
        }
    }

    record FormList(List<FormSummary> forms, long total, int page,
                    @Schema(description = TotalRelation.DESCRIPTION, enumeration = {"eq", "gte"}) String totalRelation) {
    }
}
