package app.assessment.application.port.in.statistics;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.bank.BankQuestionVersion;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.Question;
import app.assessment.domain.statistics.AttemptSelection;
import app.assessment.domain.statistics.Report;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/** Item and test statistics of a form (issue 46, ADR 0055). */
public interface FormStatisticsUseCase {

    /**
     * @param from inclusive, optional; with {@code to} the report is recomputed from the stored contributions of the range
     * @param to   inclusive, optional
     */
    FormStatistics report(Caller caller, String formId, AttemptSelection selection, Instant from, Instant to);

    /** The report drawn as a PDF: the score histogram, facility against discrimination, the tables. */
    byte[] pdf(Caller caller, String formId, AttemptSelection selection, Instant from, Instant to);

    /** The version of the form's sums, after checking the caller may read them (the stream polls it). */
    long version(Caller caller, String formId);

    /**
     * Calls {@code listener} (on the feed's thread: it must not block) after every commit on any instance that
     * may have changed some form's statistics; close to stop. Every such commit also writes an audit entry
     * (submit, grade, regrade, the closing job, a rebuild), so the audit log's cross-instance feed wakes it.
     */
    AutoCloseable onCommit(Runnable listener);

    /** Recomputes the form's sums from its stored submissions (administrators; forms submitted before V51, bulk loads). */
    FormStatistics rebuild(Caller caller, String formId);

    /**
     * @param version  the sums' version the report was read at (the stream's event id)
     * @param versions the bank question versions the report names, by version id (their number and text as given)
     */
    record FormStatistics(Form form, AttemptSelection selection, Instant from, Instant to, long version, Report report,
                          Map<String, BankQuestionVersion> versions) {
        public FormStatistics {
            versions = Map.copyOf(versions);
        }

        /** A reported question as it was given: the bank version's, else the form's own (empty when the form lost it). */
        public Optional<Question> question(Report.QuestionFigures q) {
            return q.questionVersionId() == null ? form.question(q.questionId())
                    : Optional.ofNullable(versions.get(q.questionVersionId())).map(BankQuestionVersion::question);
        }

        /** The version number of a bank question's row, null for a form's own question. */
        public Integer versionNumber(Report.QuestionFigures q) {
            BankQuestionVersion v = q.questionVersionId() == null ? null : versions.get(q.questionVersionId());
            return v == null ? null : v.version();
        }
    }
}
