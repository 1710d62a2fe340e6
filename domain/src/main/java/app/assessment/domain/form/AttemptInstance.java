package app.assessment.domain.form;

import app.assessment.domain.bank.BankQuestionVersion;
import app.assessment.domain.shared.DomainException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;

/**
 * What one attempt shows, fixed when it starts (ADR 0053): the questions in order, each the form's own
 * ({@code versionId} null, {@code questionId} the form's question) or a bank version ({@code questionId}
 * the bank question, so a later attempt knows what was seen), with the order of its options.
 */
public record AttemptInstance(List<Entry> entries) {

    public AttemptInstance {
        entries = List.copyOf(entries);
    }

    public record Entry(String questionId, String versionId, List<String> optionOrder) {
        public Entry {
            optionOrder = optionOrder == null ? List.of() : List.copyOf(optionOrder);
        }

        public boolean drawn() {
            return versionId != null;
        }
    }

    /** The bank versions this instance addresses, in order. */
    public List<String> versionIds() {
        return entries.stream().filter(Entry::drawn).map(Entry::versionId).toList();
    }

    /** The bank questions this instance showed, for the next attempt's draw. */
    public Set<String> drawnQuestionIds() {
        return entries.stream().filter(Entry::drawn).map(Entry::questionId).collect(Collectors.toSet());
    }

    /**
     * Draws and shuffles a new instance. {@code candidates} holds, per section index of a draw, the
     * versions it may pick from; {@code seen} the bank question ids of the participant's earlier attempts.
     */
    public static AttemptInstance draw(Form form, Map<Integer, List<BankQuestionVersion>> candidates, Collection<String> seen,
                                       RandomGenerator random) {
        FormLayout layout = form.effectiveLayout();
        return draw(form, layout.sections(), layout.shuffleQuestions(), layout.shuffleOptions(), candidates, seen, random);
    }

    static AttemptInstance draw(Form form, List<FormSection> sections, boolean shuffleQuestions, boolean shuffleOptions,
                                Map<Integer, List<BankQuestionVersion>> candidates, Collection<String> seen,
                                RandomGenerator random) {
        List<Entry> entries = new ArrayList<>();
        for (int s = 0; s < sections.size(); s++) {
            FormSection section = sections.get(s);
            boolean shuffles = section.shuffle();
            List<Question> questions = new ArrayList<>();
            List<String> versionIds = new ArrayList<>();
            if (section instanceof FormSection.Fixed fixed) {
                for (String id : fixed.questionIds()) {
                    questions.add(form.question(id).orElseThrow());
                    versionIds.add(null);
                }
            } else if (section instanceof FormSection.Drawn drawn) {
                Map<String, BankQuestionVersion> byQuestion = new HashMap<>();
                candidates.getOrDefault(s, List.of()).forEach(v -> byQuestion.put(v.questionId(), v));
                List<String> ids = candidates.getOrDefault(s, List.of()).stream().map(BankQuestionVersion::questionId).toList();
                List<String> picked = pick(s, ids, seen, drawn.draw().count(), random);
                for (String id : picked) {
                    questions.add(byQuestion.get(id).question());
                    versionIds.add(byQuestion.get(id).versionId());
                }
            }
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < questions.size(); i++) {
                order.add(i);
            }
            if (shuffleQuestions && shuffles) {
                order = Shuffle.of(order, random);
            }
            for (int i : order) {
                Question q = questions.get(i);
                List<String> options = q.options().stream().map(Option::id).toList();
                if (shuffleOptions && shuffles && (q.type() == QuestionType.SINGLE_CHOICE || q.type() == QuestionType.MULTIPLE_CHOICE)) {
                    options = Shuffle.of(options, random);
                }
                entries.add(new Entry(q.id(), versionIds.get(i), options));
            }
        }
        return new AttemptInstance(entries);
    }

    /**
     * The form as this attempt shows and scores it: its questions in this order (numbered from 0), the
     * drawn ones from {@code versions} (by version id), each with its options in the stored order.
     */
    public Form applyTo(Form form, Map<String, BankQuestionVersion> versions) {
        List<Question> questions = new ArrayList<>(entries.size());
        for (Entry entry : entries) {
            Question q = entry.drawn() ? versionOf(versions, entry).question() : form.question(entry.questionId())
                    .orElseThrow(() -> new IllegalStateException("instance names question " + entry.questionId()
                            + " the form no longer has"));
            questions.add(new Question(q.id(), q.text(), questions.size(), reordered(q.options(), entry.optionOrder()), q.spec(),
                    q.feedback()));
        }
        return form.withQuestions(questions);
    }

    private static BankQuestionVersion versionOf(Map<String, BankQuestionVersion> versions, Entry entry) {
        BankQuestionVersion version = versions.get(entry.versionId());
        if (version == null) {
            throw new IllegalStateException("version " + entry.versionId() + " was not loaded");
        }
        return version;
    }

    /** Options in the stored order; any the order does not name (none, for versions never change) keep theirs, after. */
    private static List<Option> reordered(List<Option> options, List<String> order) {
        Map<String, Option> byId = new HashMap<>();
        options.forEach(o -> byId.put(o.id(), o));
        List<Option> result = new ArrayList<>(options.size());
        for (String id : order) {
            Option o = byId.remove(id);
            if (o != null) {
                result.add(o);
            }
        }
        options.stream().filter(o -> byId.containsKey(o.id())).forEach(result::add);
        return result;
    }

    /** Names the section whose draw can no longer be filled. */
    private static List<String> pick(int section, List<String> ids, Collection<String> seen, int count, RandomGenerator random) {
        try {
            return Draw.pick(ids, seen, count, random);
        } catch (DomainException e) {
            throw DomainException.conflict("DRAW_UNAVAILABLE", "sections[" + section + "].draw.count: " + e.getMessage());
        }
    }
}
