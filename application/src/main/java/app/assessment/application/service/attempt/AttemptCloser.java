package app.assessment.application.service.attempt;

import app.assessment.application.port.out.assignment.DraftRepository;
import app.assessment.application.port.out.assignment.TestLinkSubjects;
import app.assessment.application.port.out.attempt.AttemptRepository;
import app.assessment.application.port.out.assignment.TestLinkSubjects.Subject;
import app.assessment.domain.assignment.AssignmentStatus;
import app.assessment.domain.attempt.Attempt;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.form.Answer;
import app.assessment.domain.form.Form;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Completes an attempt left open past its deadline and grace from its last saved draft, with
 * {@code completedAt = deadline} (as Moodle records it): scored, audited (by the system) and
 * notified as any submission.
 */
@ApplicationScoped
public class AttemptCloser {

    private final SubjectForms forms;
    private final DraftRepository drafts;
    private final SubmissionRecorder recorder;
    private final AttemptRepository attempts;
    private final TestLinkSubjects subjects;

    public AttemptCloser(SubjectForms forms, DraftRepository drafts, SubmissionRecorder recorder, AttemptRepository attempts,
                         TestLinkSubjects subjects) {
        this.forms = forms;
        this.drafts = drafts;
        this.recorder = recorder;
        this.attempts = attempts;
        this.subjects = subjects;
    }

    /**
     * One batch of the closing job in a transaction of its own: the attempts due at {@code now},
     * claimed with SKIP LOCKED so that instances running at once take disjoint batches.
     *
     * @return how many were due (and closed)
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int closeDue(Instant now, int limit) {
        List<Attempt> due = attempts.claimDue(now, limit);
        for (Attempt attempt : due) {
            Optional<Subject> subject = subjects.byAssignmentId(attempt.assignmentId())
                    .filter(s -> s.assignment().status() != AssignmentStatus.CANCELLED);
            Optional<Form> form = subject.flatMap(forms::find);
            if (form.isPresent()) {
                close(subject.get(), form.get(), attempt);
            } else {
                // Nothing to score it against: left in place it would be claimed again by every run.
                attempts.discard(attempt);
            }
        }
        return due.size();
    }

    public void close(Subject subject, Attempt overdue) {
        close(subject, forms.formOf(subject), overdue);
    }

    private void close(Subject subject, Form form, Attempt overdue) {
        List<Answer> answers = drafts.load(subject.assignment().id()).map(d -> form.stillAnswerable(d.answers())).orElse(List.of());
        recorder.record(subject, form, answers, Optional.of(overdue), overdue.closingTime(),
                Actor.system(subject.assignment().organizationId()));
    }
}
