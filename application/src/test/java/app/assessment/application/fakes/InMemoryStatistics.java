package app.assessment.application.fakes;

import app.assessment.application.port.out.statistics.StatisticsStore;
import app.assessment.domain.statistics.AttemptSelection;
import app.assessment.domain.statistics.Sums;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The statistics' sums in memory, keyed as the tables are. */
public class InMemoryStatistics implements StatisticsStore {

    private final Map<String, Entry> entries = new LinkedHashMap<>();
    private final Map<String, Sums> sums = new HashMap<>();
    private final Map<String, Long> versions = new HashMap<>();
    private final Set<String> assigned = new HashSet<>();

    public void assigned(String formId, String userId) {
        assigned.add(formId + "/" + userId);
    }

    @Override
    public Optional<Entry> entry(String submissionId) {
        return Optional.ofNullable(entries.get(submissionId));
    }

    @Override
    public void save(Entry entry) {
        entries.put(entry.submissionId(), entry);
    }

    @Override
    public List<Entry> entriesOfAssignment(String assignmentId) {
        return entries.values().stream().filter(e -> e.assignmentId().equals(assignmentId)).toList();
    }

    @Override
    public List<Entry> entries(String formId, Instant from, Instant to) {
        return entries.values().stream().filter(e -> e.formId().equals(formId))
                .filter(e -> from == null || !e.completedAt().isBefore(from))
                .filter(e -> to == null || !e.completedAt().isAfter(to)).toList();
    }

    @Override
    public void add(String formId, Set<AttemptSelection> selections, Sums delta) {
        for (AttemptSelection selection : selections) {
            sums.computeIfAbsent(formId + "/" + selection, k -> new Sums()).add(delta);
        }
        versions.merge(formId, 1L, Long::sum);
    }

    @Override
    public Sums sums(String formId, AttemptSelection selection) {
        return new Sums().add(sums.getOrDefault(formId + "/" + selection, new Sums()));
    }

    @Override
    public long version(String formId) {
        return versions.getOrDefault(formId, 0L);
    }

    @Override
    public void clear(String formId) {
        entries.values().removeIf(e -> e.formId().equals(formId));
        sums.keySet().removeIf(k -> k.startsWith(formId + "/"));
    }

    @Override
    public boolean assignedBy(String formId, String userId) {
        return assigned.contains(formId + "/" + userId);
    }

    @Override
    public void saveAndAdd(Entry entry, java.util.Set<app.assessment.domain.statistics.AttemptSelection> selections,
                           app.assessment.domain.statistics.Sums delta) {
        save(entry);
        if (!selections.isEmpty() && !delta.isZero()) {
            add(entry.formId(), selections, delta);
        }
    }
}
