package app.assessment.archfixtures.adapters.rest;

import app.assessment.archfixtures.application.port.out.Gradebook;

/** Breaks the use-cases-only rule on purpose: a REST class asks an out-port itself instead of a use case. */
public class FilterCallsOutPort {
    public boolean admitted(Gradebook gradebook, String id) {
        return !gradebook.grade(id).isEmpty();
    }
}
