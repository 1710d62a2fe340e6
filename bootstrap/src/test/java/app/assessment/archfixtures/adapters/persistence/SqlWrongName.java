package app.assessment.archfixtures.adapters.persistence;

import app.assessment.archfixtures.application.port.out.Gradebook;

/** Breaks the naming rule on purpose: it implements Gradebook, so it should be named ...Gradebook (ADR 0036). */
public class SqlWrongName implements Gradebook {
    @Override
    public String grade(String id) {
        return "A";
    }
}
