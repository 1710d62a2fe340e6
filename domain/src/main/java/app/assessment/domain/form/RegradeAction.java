package app.assessment.domain.form;

/**
 * What a regrade does to one question of every submission (ADR 0050): score the stored answer
 * with the question's current key, give everyone its points, or take it out of total and maximum.
 */
public enum RegradeAction {
    RESCORE,
    FULL_MARKS,
    EXCLUDE
}
