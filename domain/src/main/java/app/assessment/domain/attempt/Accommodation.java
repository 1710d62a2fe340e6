package app.assessment.domain.attempt;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import app.assessment.domain.user.Role;
import java.math.BigDecimal;
import java.time.Duration;

/**
 * More time for one participant: the time limit is multiplied by {@code timeMultiplier} (1.0 to
 * 4.0, two decimals) and {@code extraMinutes} (0 to 600) are added. {@code reason} is sensitive
 * (often a health matter): only an administrator reading the person sees it; everything else
 * (lists, reports, audit, notifications) shows the size alone, see {@link #withoutReason()}.
 */
public record Accommodation(BigDecimal timeMultiplier, int extraMinutes, String reason) {

    public static final BigDecimal MULTIPLIER_MIN = BigDecimal.ONE;
    public static final BigDecimal MULTIPLIER_MAX = BigDecimal.valueOf(4);
    public static final int EXTRA_MINUTES_MAX = 600;
    public static final int REASON_MAX = 500;

    public Accommodation {
        timeMultiplier = Check.cents("timeMultiplier", timeMultiplier == null ? BigDecimal.ONE : timeMultiplier,
                MULTIPLIER_MIN, MULTIPLIER_MAX);
        Check.between("extraMinutes", extraMinutes, 0, EXTRA_MINUTES_MAX);
        reason = reason == null || reason.isBlank() ? null : Check.text("reason", reason.strip(), REASON_MAX);
        if (timeMultiplier.compareTo(BigDecimal.ONE) == 0 && extraMinutes == 0) {
            throw DomainException.invalid("accommodation", "must give more time: timeMultiplier above 1.0 or extraMinutes above 0");
        }
    }

    /** What staff other than administrators, reports and the audit may show. */
    public Accommodation withoutReason() {
        return reason == null ? this : new Accommodation(timeMultiplier, extraMinutes, null);
    }

    /** What a caller of {@code role} may read: the reason only for administrators (see {@link Permissions#administersAccommodations}). */
    public Accommodation shownTo(Role role) {
        return Permissions.administersAccommodations(role) ? this : withoutReason();
    }

    /** The time a participant with this accommodation gets for a limit of {@code limitSeconds}. */
    public Duration applyTo(long limitSeconds) {
        long scaled = BigDecimal.valueOf(limitSeconds).multiply(timeMultiplier).setScale(0, java.math.RoundingMode.CEILING).longValueExact();
        return Duration.ofSeconds(scaled).plusMinutes(extraMinutes);
    }
}
