package app.assessment.adapters.rest.form;

import app.assessment.adapters.rest.attempt.AttemptSettingsBody;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.JsonNode;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import app.assessment.adapters.rest.shared.TotalRelation;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.form.FormCommand;
import app.assessment.application.port.out.form.FormPage;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.FormLayout;
import app.assessment.domain.form.FormSection;
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

    /** Each question type's fields, keyed by `type` (ADR 0049, 0050): the request's oneOf, spelled out. */
    static final String QUESTION_TYPES = "Each question's `type` selects the fields it takes (absent: `SINGLE_CHOICE`, exactly "
            + "as before types). `SINGLE_CHOICE`: `options` with `points` (-1000 to 1000). `MULTIPLE_CHOICE`: `points` (0 to "
            + "1000), `scoring` (`ALL_OR_NOTHING` | `PARTIAL`: points × max(0, (correct chosen − incorrect chosen) / correct "
            + "options)), `options` with `correct` (at least one; their `points` 0 or absent). `TRUE_FALSE`: `points`, two "
            + "`options`, exactly one `correct` (texts default to \"Verdadeiro\" / \"Falso\"). `NUMERIC`: `accepted` "
            + "[{`value`, `tolerance` (≥ 0, default 0), `toleranceType` (`ABSOLUTE` default | `RELATIVE`, a fraction of the "
            + "value), `points`}], the best match scores. `SHORT_ANSWER`: `accepted` [{`text`, `points`}], compared trimmed, "
            + "whitespace collapsed, case- and (unless `exact`) accent-insensitive; `manualReviewWhenUnmatched` sends an "
            + "unmatched answer to the grading queue. `ESSAY`: `points`, `maxLength` (1 to 100,000, default 20,000), always "
            + "graded by hand. `MATCHING`: `pairs` [{`id`, `prompt`, `match`}], `distractors` [text], `points`, `scoring` "
            + "(`PARTIAL` = points × right pairs / pairs). `ORDERING`: `items` [{`id`, `text`}] in the right order, `points`, "
            + "`scoring` (`PARTIAL` = points × item pairs in the right relative order / all item pairs). Any question may have "
            + "`feedback` and any option `feedback` (at most 2000 characters). A type without its key, a negative tolerance, "
            + "duplicate ids or over-long texts are 400 naming the field, e.g. `questions[3].accepted[0].tolerance`.";

    static final String QUESTION_EXAMPLES = "[{\"text\": \"2 + 2?\", \"options\": [{\"text\": \"4\", \"points\": 5}, "
            + "{\"text\": \"5\", \"points\": 0}]}, {\"type\": \"MULTIPLE_CHOICE\", \"text\": \"Primos?\", \"points\": 6, "
            + "\"scoring\": \"PARTIAL\", \"options\": [{\"text\": \"2\", \"correct\": true}, {\"text\": \"4\"}, "
            + "{\"text\": \"5\", \"correct\": true}]}, {\"type\": \"TRUE_FALSE\", \"text\": \"O Sol é uma estrela.\", "
            + "\"points\": 2, \"options\": [{\"correct\": true}, {}]}, {\"type\": \"NUMERIC\", \"text\": \"g (m/s²)?\", "
            + "\"accepted\": [{\"value\": 9.81, \"tolerance\": 0.05, \"points\": 4}]}, {\"type\": \"SHORT_ANSWER\", "
            + "\"text\": \"Capital do Brasil?\", \"accepted\": [{\"text\": \"Brasília\", \"points\": 3}], "
            + "\"manualReviewWhenUnmatched\": true}, {\"type\": \"ESSAY\", \"text\": \"Explique a fotossíntese.\", "
            + "\"points\": 10, \"maxLength\": 2000}, {\"type\": \"MATCHING\", \"text\": \"Ligue.\", \"points\": 4, "
            + "\"scoring\": \"PARTIAL\", \"pairs\": [{\"id\": \"pt\", \"prompt\": \"Portugal\", \"match\": \"Lisboa\"}], "
            + "\"distractors\": [\"Madri\"]}, {\"type\": \"ORDERING\", \"text\": \"Ordene.\", \"points\": 3, "
            + "\"scoring\": \"ALL_OR_NOTHING\", \"items\": [{\"id\": \"a\", \"text\": \"1\"}, {\"id\": \"b\", "
            + "\"text\": \"2\"}]}]";

    @Schema(name = "FormRequest", description = "`title` is required (at most 200 characters). `description` at most 5000, `category` "
            + "at most 100. `type` and `targetAudience` are upper-case words (defaults TEST and STUDENT). `scoreRanges` must "
            + "not overlap, each with `min <= max` and `color` as #RRGGBB. Questions (text at most 2000) and options (text at "
            + "most 1000, points between -1000 and 1000 with 2 decimals) keep the ids they are sent with; questions or "
            + "options without an id are new; on update, those not sent are removed.")
    record FormRequest(String title, String description, String category, String type, String targetAudience,
                       Boolean isPublished, Boolean isTemplate, List<FormCommand.RangeInput> scoreRanges,
                       @Schema(description = QUESTION_TYPES, example = QUESTION_EXAMPLES) List<FormCommand.QuestionInput> questions,
                       @Schema(description = AttemptSettingsBody.DESCRIPTION, type = SchemaType.INTEGER, nullable = true) JsonNode timeLimitSeconds,
                       Integer graceSeconds, @Schema(type = SchemaType.INTEGER, nullable = true) JsonNode attemptsAllowed, String gradingPolicy,
                       Integer attemptCooldownSeconds, String showScore, String showCorrectAnswers, String showFeedback,
                       @Schema(description = SECTIONS) List<FormCommand.SectionInput> sections, Boolean shuffleQuestions,
                       Boolean shuffleOptions) {

        FormCommand toCommand(Caller caller) {
            return new FormCommand(caller, title, description, category, type, targetAudience, Boolean.TRUE.equals(isPublished),
                    Boolean.TRUE.equals(isTemplate), scoreRanges, questions, AttemptSettingsBody.overrides(timeLimitSeconds,
                    graceSeconds, attemptsAllowed, gradingPolicy, attemptCooldownSeconds, showScore, showCorrectAnswers, showFeedback),
                    sections, Boolean.TRUE.equals(shuffleQuestions), Boolean.TRUE.equals(shuffleOptions));
        }
    }

    static final String SECTIONS = "Instead of `questions`: sections in order, each `{title?, questions: [...]}` (the form's own "
            + "questions) or `{title?, draw: {bankId, category?, includeSubcategories?, tags?, count}}` (count of the bank's live "
            + "questions in that category id carrying every tag, drawn per attempt), with `shuffle: false` to pin a section's "
            + "order. `shuffleQuestions` shuffles questions within each section, `shuffleOptions` the options of choice "
            + "questions; both per attempt, fixed when it starts (ADR 0053). A draw asking more than the bank holds is 400 "
            + "naming `sections[i].draw.count`.";

    record Counts(int questions, int submissions) {
    }

    record RangeBody(BigDecimal min, BigDecimal max, String label, String color) {
        static RangeBody from(ScoreRange r) {
            return new RangeBody(r.min(), r.max(), r.label(), r.color());
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
                        List<QuestionBody> questions, @JsonUnwrapped AttemptSettingsBody attemptSettings,
                        @JsonInclude(JsonInclude.Include.NON_NULL) List<SectionBody> sections,
                        @JsonInclude(JsonInclude.Include.NON_NULL) Boolean shuffleQuestions,
                        @JsonInclude(JsonInclude.Include.NON_NULL) Boolean shuffleOptions) {
        static FormResponse from(Form f) {
            FormLayout layout = f.layout();
            return new FormResponse(f.id(), f.title(), f.description(), f.category(), f.type(), f.targetAudience(), f.published(),
                    f.template(), f.scoreRanges().stream().map(RangeBody::from).toList(), f.createdAt(), f.deletedAt(),
                    f.questions().stream().map(QuestionBody::from).toList(), AttemptSettingsBody.orNull(f.attemptSettings()),
                    layout == null ? null : layout.sections().stream().map(s -> SectionBody.from(f, s)).toList(),
                    layout == null ? null : layout.shuffleQuestions(), layout == null ? null : layout.shuffleOptions());
        }
    }

    /** A section as sent: its own questions or its draw; {@code shuffle} false when pinned. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "FormSection")
    record SectionBody(String title, List<QuestionBody> questions, DrawBody draw, boolean shuffle) {
        static SectionBody from(Form f, FormSection s) {
            if (s instanceof FormSection.Drawn d) {
                FormSection.DrawRule r = d.draw();
                return new SectionBody(s.title(), null, new DrawBody(r.bankId(), r.categoryId(), r.includeSubcategories(), r.tags(),
                        r.count()), s.shuffle());
            }
            return new SectionBody(s.title(), ((FormSection.Fixed) s).questionIds().stream()
                    .map(id -> QuestionBody.from(f.question(id).orElseThrow())).toList(), null, s.shuffle());
        }
    }

    record DrawBody(String bankId, String category, boolean includeSubcategories, List<String> tags, int count) {
    }

    record FormList(List<FormSummary> forms, long total, int page,
                    @Schema(description = TotalRelation.DESCRIPTION, enumeration = {"eq", "gte"}) String totalRelation) {
    }
}
