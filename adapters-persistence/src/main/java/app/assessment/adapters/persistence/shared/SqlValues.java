package app.assessment.adapters.persistence.shared;

import java.sql.Timestamp;
import java.time.Instant;
import java.time.OffsetDateTime;

/** Values of native-query rows, whose Java type depends on the driver and Hibernate's mapping. */
public final class SqlValues {
    private SqlValues() {
    }

    public static Instant instant(Object value) {
        if (value instanceof Instant instant) {
            return instant;
        }
        if (value instanceof OffsetDateTime offset) {
            return offset.toInstant();
        }
        return ((Timestamp) value).toInstant();
    }
}
