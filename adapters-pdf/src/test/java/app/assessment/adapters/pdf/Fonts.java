package app.assessment.adapters.pdf;

/** One pool for the unit tests that only measure text. */
final class Fonts {

    static final FontPool POOL = new FontPool(1);

    private Fonts() {
    }
}
