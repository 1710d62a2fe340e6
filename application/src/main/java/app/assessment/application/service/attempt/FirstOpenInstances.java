package app.assessment.application.service.attempt;

import app.assessment.application.port.out.assignment.TestLinkSubjects.Subject;
import app.assessment.domain.form.AttemptInstance;
import app.assessment.domain.form.Form;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.Optional;

/** The one write of a link's read: the first attempt and its instance, in a transaction of their own (or the caller's). */
@ApplicationScoped
public class FirstOpenInstances {

    @Transactional
    public Optional<AttemptInstance> fix(Subject subject, Form form, AttemptInstances instances) {
        return instances.fixAtFirstOpen(subject, form);
    }
}
