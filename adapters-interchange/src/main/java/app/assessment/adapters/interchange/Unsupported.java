package app.assessment.adapters.interchange;

/** A question the service cannot hold exactly; it is skipped with this reason, never half-imported. */
final class Unsupported extends RuntimeException {

    Unsupported(String reason) {
        super(reason, null, false, false);
    }
}
