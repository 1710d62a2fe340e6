package app.assessment.domain.form;

/** How a question with several parts to get right scores a partly right answer (ADR 0049). */
public enum Scoring {
    /** Full points only when every part is right. */
    ALL_OR_NOTHING,
    /** Points in proportion to the parts right, as each type defines it. */
    PARTIAL
}
