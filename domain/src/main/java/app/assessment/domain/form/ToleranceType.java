package app.assessment.domain.form;

/** How far a numeric answer may be from an accepted value. */
public enum ToleranceType {
    /** |answer − value| ≤ tolerance. */
    ABSOLUTE,
    /** |answer − value| ≤ tolerance × |value|: the tolerance is a fraction, 0.05 for 5 %. */
    RELATIVE
}
