package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

/**
 * The score ranges of a form: no total may fall into two of them, so a result has at most one
 * label. Gaps are allowed; a total in a gap simply has no label.
 */
public final class ScoreRanges {

    private ScoreRanges() {
    }

    /** An immutable copy of {@code ranges}, or invalid naming the later of two overlapping ranges. */
    public static List<ScoreRange> disjoint(List<ScoreRange> ranges) {
        List<ScoreRange> copy = Check.list("scoreRanges", ranges);
        // Pairwise on purpose: a form has a handful of ranges, and this names the exact pair.
        for (int i = 1; i < copy.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (copy.get(i).overlaps(copy.get(j))) {
                    throw DomainException.invalid("scoreRanges[" + i + "]", "overlaps scoreRanges[" + j + "]");
                }
            }
        }
        return copy;
    }

    /** The first range holding {@code total}. A loop, not a stream: every listed report row asks. */
    public static Optional<ScoreRange> holding(List<ScoreRange> ranges, BigDecimal total) {
        for (ScoreRange range : ranges) {
            if (range.contains(total)) {
                return Optional.of(range);
            }
        }
        return Optional.empty();
    }
}
