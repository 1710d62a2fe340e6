package app.assessment.application.port.out.report;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Objects;

/**
 * Everything the report of one completed submission shows, already resolved from the domain so
 * the renderer needs no repository.
 *
 * <p>Colors are the hex strings stored on the form's score ranges ({@code #RRGGBB} is expected).
 * They are not checked here: a badly typed color on an old form must not make its report
 * impossible to print, so the renderer falls back to a neutral color instead.
 *
 * <p>The participant kind is a string ({@link #STUDENT} or {@link #CANDIDATE}) rather than an
 * enum because out-ports hold only interfaces and records.
 *
 * @param assignedByName nullable: the assigning teacher may be gone
 * @param scoreLabel nullable: the score matched no range of the form
 * @param scoreColor nullable, the color of that range
 * @param zone where {@code completedAt} is shown; null means {@link #DEFAULT_ZONE}
 * @param pendingGrading an answer awaits a grader: the total is provisional and no range is shown
 */
public record ReportDocument(
        String organizationName,
        String formTitle,
        String participantName,
        String participantKind,
        Instant completedAt,
        String assignedByName,
        BigDecimal totalScore,
        BigDecimal maxScore,
        BigDecimal percentage,
        String scoreLabel,
        String scoreColor,
        List<Band> bands,
        List<AnswerLine> answers,
        ZoneId zone,
        boolean pendingGrading) {

    public static final String STUDENT = "student";
    public static final String CANDIDATE = "candidate";
    public static final ZoneId DEFAULT_ZONE = ZoneId.of("America/Sao_Paulo");

    public ReportDocument {
        Objects.requireNonNull(organizationName, "organizationName");
        Objects.requireNonNull(formTitle, "formTitle");
        Objects.requireNonNull(participantName, "participantName");
        Objects.requireNonNull(participantKind, "participantKind");
        if (!STUDENT.equals(participantKind) && !CANDIDATE.equals(participantKind)) {
            throw new IllegalArgumentException("participantKind must be student or candidate: " + participantKind);
        }
        Objects.requireNonNull(completedAt, "completedAt");
        Objects.requireNonNull(totalScore, "totalScore");
        Objects.requireNonNull(maxScore, "maxScore");
        Objects.requireNonNull(percentage, "percentage");
        bands = List.copyOf(Objects.requireNonNull(bands, "bands"));
        answers = List.copyOf(Objects.requireNonNull(answers, "answers"));
        zone = zone == null ? DEFAULT_ZONE : zone;
    }

    /** A report with nothing awaiting a grader, as every report was before question types. */
    public ReportDocument(String organizationName, String formTitle, String participantName, String participantKind,
                          Instant completedAt, String assignedByName, BigDecimal totalScore, BigDecimal maxScore,
                          BigDecimal percentage, String scoreLabel, String scoreColor, List<Band> bands, List<AnswerLine> answers,
                          ZoneId zone) {
        this(organizationName, formTitle, participantName, participantKind, completedAt, assignedByName, totalScore, maxScore,
                percentage, scoreLabel, scoreColor, bands, answers, zone, false);
    }

    /** One score range of the form, shown in the legend. */
    public record Band(BigDecimal min, BigDecimal max, String label, String color) {
        public Band {
            Objects.requireNonNull(min, "min");
            Objects.requireNonNull(max, "max");
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(color, "color");
        }
    }

    /**
     * One question and what the participant chose.
     *
     * @param number the question's position in the form, from 1
     * @param selectedOptionText nullable: the question was not answered
     */
    public record AnswerLine(int number, String questionText, String selectedOptionText, BigDecimal points) {
        public AnswerLine {
            if (number < 1) {
                throw new IllegalArgumentException("number must be at least 1: " + number);
            }
            Objects.requireNonNull(questionText, "questionText");
            Objects.requireNonNull(points, "points");
        }
    }
}
