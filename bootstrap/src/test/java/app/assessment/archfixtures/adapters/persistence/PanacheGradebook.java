package app.assessment.archfixtures.adapters.persistence;

import app.assessment.archfixtures.application.port.out.Gradebook;

/** Breaks the what-it-uses naming rule on purpose: named Panache, it never touches Panache (ADR 0036). */
public class PanacheGradebook implements Gradebook {
    @Override
    public String grade(String id) {
        return "B";
    }
}
