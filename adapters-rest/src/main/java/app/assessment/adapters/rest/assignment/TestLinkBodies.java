package app.assessment.adapters.rest.assignment;

import app.assessment.application.port.in.assignment.TestLinkUseCases;
import app.assessment.application.port.out.assignment.DraftRepository;
import app.assessment.application.port.out.assignment.TestLinkSubjects;
import app.assessment.application.port.in.attempt.AttemptUseCases;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.attempt.AttemptSettings;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.MatchingSpec;
import app.assessment.domain.form.OrderingSpec;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.QuestionType;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Bodies of the public test-link routes. Option points never appear here. */
final class TestLinkBodies {
    private TestLinkBodies() {
    }

    record AnswersRequest(List<AnswerBody> answers) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    record DraftResponse(List<AnswerBody> answers, Instant updatedAt) {
        static final DraftResponse EMPTY = new DraftResponse(List.of(), null);

        static DraftResponse from(DraftRepository.Draft draft) {
            return new DraftResponse(AnswerBody.from(draft.answers()), draft.updatedAt());
        }
    }

    record OptionView(String id, String text) {
    }

    record PromptView(String id, String prompt) {
    }

    record ItemView(String id, String text) {
    }

    /**
     * A question as the participant sees it: never its key. Matching prompts and choices and ordering
     * items come in an order derived from ids (ADR 0049), so the right order shows nowhere.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(description = "`type` is always present. Choice types (SINGLE_CHOICE, MULTIPLE_CHOICE, TRUE_FALSE) have `options` "
            + "and `multipleSelection`; MATCHING has `prompts` (answer with their ids) and `choices` (the texts to match them "
            + "with); ORDERING has `items` to put in order; SHORT_ANSWER and ESSAY have `maxLength` in characters. No "
            + "`correct`, points, accepted values or tolerances are ever shown here.")
    record QuestionView(String id, String text, int order, List<OptionView> options, QuestionType type,
                        Boolean multipleSelection, List<PromptView> prompts, List<String> choices, List<ItemView> items,
                        Integer maxLength) {
        static QuestionView from(Question q) {
            List<OptionView> options = q.options().stream().map(o -> new OptionView(o.id(), o.text())).toList();
            if (q.spec() instanceof MatchingSpec m) {
                return new QuestionView(q.id(), q.text(), q.order(), options, q.type(), null,
                        m.prompts(q.id()).stream().map(p -> new PromptView(p.id(), p.prompt())).toList(), m.choices(q.id()),
                        null, null);
            }
            if (q.spec() instanceof OrderingSpec o) {
                return new QuestionView(q.id(), q.text(), q.order(), options, q.type(), null, null, null,
                        o.shuffled(q.id()).stream().map(i -> new ItemView(i.id(), i.text())).toList(), null);
            }
            Boolean multiple = q.type().isChoice() ? q.multipleSelection() : null;
            return new QuestionView(q.id(), q.text(), q.order(), options, q.type(), multiple, null, null, null, q.textMaxLength());
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    record FormView(String id, String title, String description, List<QuestionView> questions) {
        static FormView from(Form f) {
            return new FormView(f.id(), f.title(), f.description(), f.questions().stream().map(QuestionView::from).toList());
        }
    }

    record ParticipantView(String name, @Schema(enumeration = {"student", "candidate"}) String kind) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    record AssignmentView(String id, String status, Instant scheduledAt, Instant expiresAt) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(description = "While a charge is pending `required` is true and the participant is shown the link, QR code and "
            + "copy-and-paste code; answers cannot be saved or submitted until it is paid (402).")
    record PaymentView(boolean required, String status, BigDecimal amount, String link, String qrCode, String qrCodeText) {
        static final PaymentView NONE = new PaymentView(false, null, null, null, null, null);

        static PaymentView from(TestLinkSubjects.PaymentDue due) {
            return new PaymentView(true, due.status(), due.amount(), due.link(), due.qrCode(), due.qrCodeText());
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(description = "`attempts` only when the attempt settings differ from the defaults; `attempt` only while one is "
            + "under way, its `deadline` and `remainingSeconds` computed by the server's clock.")
    record TestLinkResponse(AssignmentView assignment, ParticipantView participant, FormView form, PaymentView payment,
                            DraftResponse draft, @JsonInclude(JsonInclude.Include.NON_NULL) AttemptRules attempts,
                            @JsonInclude(JsonInclude.Include.NON_NULL) AttemptView attempt) {
        static TestLinkResponse from(TestLinkUseCases.TestLink link) {
            Assignment a = link.assignment();
            return new TestLinkResponse(new AssignmentView(a.id(), a.status().name(), a.scheduledAt(), a.expiresAt()),
                    new ParticipantView(link.participantName(), a.participant().kind()),
                    FormView.from(link.form()), link.paymentDue().map(PaymentView::from).orElse(PaymentView.NONE),
                    link.draft().map(DraftResponse::from).orElse(null),
                    link.settings().sameAsDefaults() ? null : AttemptRules.from(link.settings(), link.attemptsUsed()),
                    link.openAttempt().map(AttemptView::from).orElse(null));
        }
    }

    /** What the participant may know of the settings: the time and attempts they have, not the review rules' internals. */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    record AttemptRules(Integer timeLimitSeconds, int graceSeconds, Integer attemptsAllowed, int attemptsUsed,
                        String gradingPolicy, int attemptCooldownSeconds) {
        static AttemptRules from(AttemptSettings s, int used) {
            return new AttemptRules(s.timeLimitSeconds(), s.graceSeconds(), s.attemptsAllowed(), used, s.gradingPolicy().name(),
                    s.attemptCooldownSeconds());
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(description = "`deadline`: min(startedAt + time limit × the participant's multiplier + extra minutes, expiresAt), "
            + "null when nothing limits the attempt; `remainingSeconds` by the server's clock (null likewise). Answers are "
            + "taken until `deadline` + `graceSeconds`.")
    record AttemptView(int attemptNumber, Instant startedAt, Instant deadline, Long remainingSeconds) {
        static AttemptView from(AttemptUseCases.Running running) {
            return new AttemptView(running.attempt().number(), running.attempt().startedAt(), running.attempt().deadline(),
                    running.remainingSeconds());
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(description = "While an essay or an unmatched short answer awaits a grader, `pendingGrading` is true, "
            + "`totalScore` is provisional (what is scored so far) and `scoreLabel` / `scoreColor` are null. With attempt "
            + "settings other than the defaults, `attemptNumber` is added; when `showScore` does not release the score at "
            + "the submit, the body is `{submissionId, attemptNumber, pendingGrading, scoreReleased: false}` (no score fields).")
    record SubmitResponse(String submissionId, BigDecimal totalScore, BigDecimal maxScore, BigDecimal percentage, String scoreLabel,
                          String scoreColor, boolean pendingGrading,
                          @JsonInclude(JsonInclude.Include.NON_NULL) Integer attemptNumber) {
        static Object from(TestLinkUseCases.Result result) {
            Integer attempt = result.settings().sameAsDefaults() ? null : result.attemptNumber();
            if (!result.scoreReleased()) {
                return new WithheldScore(result.submissionId(), result.attemptNumber(), result.pendingGrading(), false);
            }
            var score = result.score();
            return new SubmitResponse(result.submissionId(), score.total(), score.max(), score.percentage(), score.label(), score.color(),
                    result.pendingGrading(), attempt);
        }
    }

    /** A submit whose score the settings do not release yet: the review route tells when they do. */
    record WithheldScore(String submissionId, int attemptNumber, boolean pendingGrading, boolean scoreReleased) {
    }
}
