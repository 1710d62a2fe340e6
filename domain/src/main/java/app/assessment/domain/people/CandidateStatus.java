package app.assessment.domain.people;

import app.assessment.domain.shared.Check;

/**
 * Where a candidate stands. The spec shows only {@code ACTIVE}; the rest follow a selection
 * process, worded so they fit school admission as well as hiring: ACTIVE (in the process),
 * INACTIVE (paused or withdrawn), APPROVED, REJECTED, and PROMOTED, which only promotion to a
 * student sets.
 */
public enum CandidateStatus {
    ACTIVE,
    INACTIVE,
    APPROVED,
    REJECTED,
    PROMOTED;

    public String wireValue() {
        return name();
    }

    public static CandidateStatus fromWire(String value) {
        return Check.wire("status", value, values(), CandidateStatus::wireValue);
    }
}
