package app.assessment.application.port.in.attempt;

/** Completes attempts whose deadline and grace have passed, from their last draft (ADR 0051). */
public interface CloseAttemptsUseCase {

    /** One run: every attempt due now, in batches, each claimed by one instance only. */
    Report closeDue();

    record Report(int closed) {
    }
}
