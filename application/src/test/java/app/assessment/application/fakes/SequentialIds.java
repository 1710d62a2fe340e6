package app.assessment.application.fakes;

import app.assessment.application.port.out.IdGenerator;

/** Ids {@code id1}, {@code id2}, ... in the order they are asked for, so a test can name them. */
public final class SequentialIds implements IdGenerator {

    private int next;

    @Override
    public String newId() {
        return "id" + ++next;
    }
}
