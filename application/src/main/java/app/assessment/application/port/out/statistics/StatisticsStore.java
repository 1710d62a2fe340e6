package app.assessment.application.port.out.statistics;

import app.assessment.domain.statistics.AttemptSelection;
import app.assessment.domain.statistics.Observation;
import app.assessment.domain.statistics.Sums;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The running sums of each form's statistics, one set per attempt selection, and what each
 * submission contributed to them (ADR 0055). Writes run in the caller's transaction.
 */
public interface StatisticsStore {

    /**
     * What one submission contributes: the questions it was asked with their most points (fixed when it
     * was submitted, in the form's order), the bank version of each drawn one (by question id; none for a
     * form's own questions) and its observation (null while a grade is pending).
     */
    record Entry(String submissionId, String formId, String assignmentId, int attemptNumber, boolean counted,
                 Instant completedAt, Map<String, BigDecimal> asked, Map<String, String> versions, Observation observation) {
        public Entry {
            asked = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(asked));
            versions = versions == null ? Map.of() : Map.copyOf(versions);
        }

        public Entry with(Observation newObservation, boolean nowCounted) {
            return new Entry(submissionId, formId, assignmentId, attemptNumber, nowCounted, completedAt, asked, versions,
                    newObservation);
        }
    }

    /** Locked until the transaction ends, as {@link #entriesOfAssignment}: changes of one entry apply one at a time. */
    Optional<Entry> entry(String submissionId);

    /** Inserts or replaces the submission's entry. */
    void save(Entry entry);

    List<Entry> entriesOfAssignment(String assignmentId);

    /** The entries of a form's submissions completed from {@code from} to {@code to}, both included, either bound optional (a range read). */
    List<Entry> entries(String formId, Instant from, Instant to);

    /**
     * Adds a delta to the form's sums of each selection, by increments that concurrent writers
     * cannot lose ({@code set s = s + ?} under the row's lock).
     */
    void add(String formId, Set<AttemptSelection> selections, Sums delta);

    /** {@link #save} then {@link #add} of the entry's form (nothing added for no selection or a zero delta), together. */
    void saveAndAdd(Entry entry, Set<AttemptSelection> selections, Sums delta);

    /** The form's sums for a selection (empty sums when nothing was submitted). */
    Sums sums(String formId, AttemptSelection selection);

    /** The commit sequence of the form's sums: it moves with every change (the stream's event id). */
    long version(String formId);

    /** Forgets every entry and sum of the form (before a rebuild). */
    void clear(String formId);

    /** Whether the user assigned the form to anyone (a professor reads the statistics of what they assigned). */
    boolean assignedBy(String formId, String userId);
}
