package app.assessment.domain.form;

import app.assessment.domain.attempt.AttemptSettings;
import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An assessment form (a test): its questions with scored options and the score ranges that
 * label a result.
 *
 * <p>Questions are kept sorted by {@code order}; equal orders keep the order they were given in,
 * because clients of the original service did not always number them. Question ids and option
 * ids are unique across the whole form, since answers and drafts refer to them by id alone.
 */
public record Form(
        String id,
        String organizationId,
        String ownerId,
        String title,
        String description,
        String category,
        String type,
        String targetAudience,
        boolean published,
        boolean template,
        List<ScoreRange> scoreRanges,
        List<Question> questions,
        Instant createdAt,
        Instant deletedAt,
        AttemptSettings attemptSettings,
        FormLayout layout) {

    public static final int TITLE_MAX = 200;
    public static final int DESCRIPTION_MAX = 5000;
    public static final int CATEGORY_MAX = 100;
    public static final int KIND_MAX = 50;

    /** A form with the default attempt settings (untimed, one attempt), as before attempts existed. */
    public Form(String id, String organizationId, String ownerId, String title, String description, String category, String type,
                String targetAudience, boolean published, boolean template, List<ScoreRange> scoreRanges, List<Question> questions,
                Instant createdAt, Instant deletedAt) {
        this(id, organizationId, ownerId, title, description, category, type, targetAudience, published, template, scoreRanges,
                questions, createdAt, deletedAt, AttemptSettings.DEFAULTS);
    }

    /** A form without sections of its own: one fixed section, nothing drawn or shuffled. */
    public Form(String id, String organizationId, String ownerId, String title, String description, String category, String type,
                String targetAudience, boolean published, boolean template, List<ScoreRange> scoreRanges, List<Question> questions,
                Instant createdAt, Instant deletedAt, AttemptSettings attemptSettings) {
        this(id, organizationId, ownerId, title, description, category, type, targetAudience, published, template, scoreRanges,
                questions, createdAt, deletedAt, attemptSettings, null);
    }

    public Form {
        attemptSettings = attemptSettings == null ? AttemptSettings.DEFAULTS : attemptSettings;
        Check.id("id", id);
        Check.id("organizationId", organizationId);
        Check.id("ownerId", ownerId);
        Check.text("title", title, TITLE_MAX);
        Check.optionalText("description", description, DESCRIPTION_MAX);
        Check.optionalText("category", category, CATEGORY_MAX);
        Check.optionalText("type", type, KIND_MAX);
        Check.optionalText("targetAudience", targetAudience, KIND_MAX);
        scoreRanges = ScoreRanges.disjoint(scoreRanges);
        questions = inOrder(requireUniqueIds(Check.list("questions", questions)));
        Check.required("createdAt", createdAt);
    }

    /** The sections as laid out: those sent, or one fixed section of every question for a form sent the old way. */
    public FormLayout effectiveLayout() {
        return layout == null ? FormLayout.fixed(questions) : layout;
    }

    /** Whether each attempt draws or shuffles, so it needs an instance of its own (ADR 0053). */
    public boolean variesPerAttempt() {
        return layout != null && layout.variesPerAttempt();
    }

    /** Whether some section draws from a bank: the statistics then count the versions each attempt was given. */
    public boolean draws() {
        return layout != null && layout.draws();
    }

    /** This form showing other questions (an attempt's instance), everything else the same. */
    public Form withQuestions(List<Question> shown) {
        return new Form(id, organizationId, ownerId, title, description, category, type, targetAudience, published, template,
                scoreRanges, shown, createdAt, deletedAt, attemptSettings, layout);
    }

    public boolean isDeleted() {
        return deletedAt != null;
    }

    /** Deleting twice keeps the first time, so a retried request changes nothing. */
    public Form softDelete(Instant at) {
        Check.required("deletedAt", at);
        if (isDeleted()) {
            return this;
        }
        return new Form(id, organizationId, ownerId, title, description, category, type, targetAudience,
                published, template, scoreRanges, questions, createdAt, at, attemptSettings, layout);
    }

    public Optional<Question> question(String questionId) {
        return questions.stream().filter(q -> q.id().equals(questionId)).findFirst();
    }

    /** The best total a participant can reach: the best option of every question. */
    public BigDecimal maxScore() {
        return questions.stream().map(Question::bestPoints).reduce(BigDecimal.ZERO.setScale(2), BigDecimal::add);
    }

    /**
     * The answers with their texts and points, in the order given. Unanswered questions are
     * allowed; a question not in this form, an option of another question, or a question
     * answered twice is invalid, named by its index in {@code answers}.
     */
    public List<AnswerSnapshot> answer(List<ChosenOption> answers) {
        List<ChosenOption> given = Check.list("answers", answers);
        List<AnswerSnapshot> snapshots = new ArrayList<>(given.size());
        Map<String, Integer> answered = new HashMap<>();
        for (int i = 0; i < given.size(); i++) {
            ChosenOption chosen = given.get(i);
            String field = "answers[" + i + "]";
            Question question = answeredQuestion(field, chosen.questionId());
            Option option = question.option(chosen.optionId()).orElseThrow(() -> DomainException.invalid(
                    field + ".optionId", "option " + chosen.optionId() + " does not belong to question "
                            + question.id()));
            requireFirstAnswer(answered, question, i);
            snapshots.add(Check.nested(field, () -> AnswerSnapshot.of(question, option)));
        }
        return List.copyOf(snapshots);
    }

    /**
     * The score of answers of any type (ADR 0049), in the order given. Unanswered questions score
     * 0; a question not in this form, a question answered twice, or an answer that does not fit
     * its question is invalid, named by its index in {@code answers} ({@code answers[2].optionIds[1]}).
     */
    public Grading grade(List<? extends Answer> answers) {
        List<? extends Answer> given = Check.list("answers", answers);
        List<AnswerScore> scores = new ArrayList<>(given.size());
        List<AnswerSnapshot> snapshots = new ArrayList<>(given.size());
        Map<String, Integer> answered = new HashMap<>();
        for (int i = 0; i < given.size(); i++) {
            Answer answer = given.get(i);
            String field = "answers[" + i + "]";
            Question question = answeredQuestion(field, answer.questionId());
            requireFirstAnswer(answered, question, i);
            AnswerScore score = Check.nested(field, () -> question.score(answer));
            scores.add(score);
            snapshots.add(AnswerSnapshot.of(question, answer, score));
        }
        return Grading.of(scores, snapshots, maxScore(), scoreRanges);
    }

    private Question answeredQuestion(String field, String questionId) {
        return question(questionId).orElseThrow(() -> DomainException.invalid(field + ".questionId",
                "question " + questionId + " is not in the form"));
    }

    /** {@code answered} maps each question answered so far to the index of its answer. */
    private static void requireFirstAnswer(Map<String, Integer> answered, Question question, int index) {
        Integer first = answered.putIfAbsent(question.id(), index);
        if (first != null) {
            throw DomainException.invalid("answers[" + index + "].questionId", "question " + question.id()
                    + " is already answered in answers[" + first + "]");
        }
    }

    public ScoreResult score(List<ChosenOption> answers) {
        return scoreOf(answer(answers));
    }

    /** The score of answers already checked by {@link #answer}, without checking them again. */
    public ScoreResult scoreOf(List<AnswerSnapshot> snapshots) {
        return ScoreResult.of(snapshots, maxScore(), scoreRanges);
    }

    /**
     * The draft answers that still fit this form after an edit: the question still exists, the
     * answer still fits its type and names only what the question still has, and only the first
     * answer of a question counts.
     */
    public List<Answer> stillAnswerable(List<? extends Answer> draft) {
        Set<String> answered = new HashSet<>();
        List<Answer> fitting = new ArrayList<>();
        for (Answer answer : Check.list("answers", draft)) {
            if (question(answer.questionId()).filter(q -> fits(q, answer)).isPresent() && answered.add(answer.questionId())) {
                fitting.add(answer);
            }
        }
        return List.copyOf(fitting);
    }

    private static boolean fits(Question question, Answer answer) {
        try {
            question.score(answer);
            return true;
        } catch (DomainException e) {
            return false;
        }
    }

    private static List<Question> requireUniqueIds(List<Question> questions) {
        Map<String, String> questionIds = new HashMap<>();
        Map<String, String> optionIds = new HashMap<>();
        for (int i = 0; i < questions.size(); i++) {
            Question question = questions.get(i);
            requireFirst(questionIds, question.id(), "questions[" + i + "].id");
            for (int k = 0; k < question.options().size(); k++) {
                requireFirst(optionIds, question.options().get(k).id(), "questions[" + i + "].options[" + k + "].id");
            }
        }
        return questions;
    }

    private static void requireFirst(Map<String, String> seen, String id, String field) {
        String first = seen.putIfAbsent(id, field);
        if (first != null) {
            throw DomainException.invalid(field, "duplicates " + first);
        }
    }

    private static List<Question> inOrder(List<Question> questions) {
        return questions.stream().sorted(Comparator.comparingInt(Question::order)).toList();
    }
}
