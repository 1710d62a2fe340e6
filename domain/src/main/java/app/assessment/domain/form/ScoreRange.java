package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.regex.Pattern;

/**
 * A band of total scores, both ends included, with the label and colour a report shows for it.
 * Bounds have at most two decimals like the points they are compared with.
 */
public record ScoreRange(BigDecimal min, BigDecimal max, String label, String color) {

    public static final int LABEL_MAX = 100;
    // Wide enough for any form: 1000 questions at the maximum of 1000 points each.
    private static final BigDecimal LIMIT = new BigDecimal("1000000");
    private static final Pattern HEX_COLOR = Pattern.compile("#[0-9A-Fa-f]{6}");

    public ScoreRange {
        min = Check.cents("min", min, LIMIT.negate(), LIMIT);
        max = Check.cents("max", max, LIMIT.negate(), LIMIT);
        if (min.compareTo(max) > 0) {
            throw DomainException.invalid("max", "must be greater than or equal to min");
        }
        Check.text("label", label, LABEL_MAX);
        if (!HEX_COLOR.matcher(Check.required("color", color)).matches()) {
            throw DomainException.invalid("color", "must be a hex colour #RRGGBB");
        }
    }

    public boolean contains(BigDecimal total) {
        return min.compareTo(total) <= 0 && total.compareTo(max) <= 0;
    }

    /** Closed intervals: ranges that share an endpoint overlap, since that total would fit both. */
    public boolean overlaps(ScoreRange other) {
        return min.compareTo(other.max) <= 0 && other.min.compareTo(max) <= 0;
    }
}
