package app.assessment.adapters.rest.statistics;

import app.assessment.application.port.in.statistics.FormStatisticsUseCase.FormStatistics;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Question;
import app.assessment.domain.statistics.Report;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The statistics report on the wire: every figure present, null where undefined (ADR 0055). */
final class StatisticsBodies {

    private StatisticsBodies() {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "FormStatistics", description = "Test and item statistics of a form's completed attempts, as Moodle's quiz "
            + "statistics define them (ADR 0055). `attempts`: which attempts (COUNTED, FIRST, ALL). `version` moves with every "
            + "change (the stream's event id). Figures are null where undefined (fewer than 2 attempts, zero variance).")
    record Statistics(String formId, String attempts, Instant from, Instant to, long version, TestBody test,
                      List<QuestionBody> questions) {
        static Statistics from(FormStatistics s) {
            Report r = s.report();
            List<Question> asked = s.form().questions();
            return new Statistics(s.form().id(), s.selection().name(), s.from(), s.to(), s.version(), TestBody.from(r.test()),
                    r.questions().stream().map(q -> QuestionBody.from(q, s, asked)).toList());
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "TestStatistics", description = "`attempts` n; `mean`, `median`, `sd` (sample, n − 1), `skewness` and "
            + "`kurtosis` (Moodle's k3/k2^1.5 and k4/k2²) of the total scores; `cronbachAlpha` (KR-20 for 0/1 questions; "
            + "may be negative; Moodle shows it ×100 as CIC); `standardError` sd·√(1 − alpha); `distribution` 10 bins of "
            + "totals from min(0, lowest) to max(mean maximum, highest), each [from, to), the last closed.")
    record TestBody(long attempts, Double mean, BigDecimal median, Double sd, Double skewness, Double kurtosis,
                    Double cronbachAlpha, Double standardError, List<Report.Bin> distribution) {
        static TestBody from(Report.Test t) {
            return new TestBody(t.attempts(), t.mean(), t.median(), t.sd(), t.skewness(), t.kurtosis(), t.cronbachAlpha(),
                    t.standardError(), t.distribution());
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "QuestionStatistics", description = "`facility` mean mark / max (0..1); `sd` of mark / max (n − 1); "
            + "`discriminationIndex` 100 × Pearson r of the mark with the rest of the test; `discriminativeEfficiency` 100 × "
            + "cov(mark, rest) / the covariance of both sorted; `effectiveWeight` 100·√cov(mark, total) / Σ√cov (null for all "
            + "when any covariance is negative); `alphaIfDeleted`. Choice questions list `options` (every option chosen, "
            + "with its share of the question's attempts); other types the 10 most common `answers` (essays none). "
            + "A question drawn from a bank is reported once per version the attempts were given (`questionVersionId`, "
            + "`version`, the `text` and option texts of that version; `position` null, as each attempt orders its own), over "
            + "the attempts that had it; a form's own question has `questionVersionId` null and no `version`.")
    record QuestionBody(String questionId, String questionVersionId,
                        @JsonInclude(JsonInclude.Include.NON_NULL)
                        @Schema(description = "The bank question's version number; absent for a form's own question")
                        Integer version, Integer position, String text, String type, long attempts,
                        Double facility, Double sd, Double discriminationIndex, Double discriminativeEfficiency,
                        Double effectiveWeight, Double alphaIfDeleted, List<FrequencyBody> options, List<FrequencyBody> answers) {
        static QuestionBody from(Report.QuestionFigures q, FormStatistics s, List<Question> asked) {
            Optional<Question> question = s.question(q);
            int index = q.questionVersionId() != null ? -1 : asked.indexOf(question.orElse(null));
            return new QuestionBody(q.questionId(), q.questionVersionId(), s.versionNumber(q), index < 0 ? null : index + 1,
                    question.map(Question::text).orElse(null),
                    q.type().name(), q.attempts(), q.facility(), q.sd(), q.discriminationIndex(), q.discriminativeEfficiency(),
                    q.effectiveWeight(), q.alphaIfDeleted(),
                    q.options() == null ? null : q.options().stream().map(f -> new FrequencyBody(f.key(),
                            question.flatMap(x -> x.option(f.key())).map(Option::text).orElse(null), f.count(), f.share())).toList(),
                    q.answers() == null ? null : q.answers().stream().map(f -> new FrequencyBody(null, f.key(), f.count(),
                            f.share())).toList());
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "AnswerFrequency", description = "An option (`optionId`, its current `text`) or an answer (`text`, as "
            + "compared: trimmed, case folded), how many attempts gave it and their share of the question's attempts.")
    record FrequencyBody(String optionId, String text, long count, double share) {
    }
}
