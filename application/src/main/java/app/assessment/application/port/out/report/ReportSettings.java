package app.assessment.application.port.out.report;

import java.time.ZoneId;
import java.util.Objects;

/**
 * Report values taken from configuration.
 *
 * @param zone where dates in a report and its file name are shown: timestamps are stored in UTC,
 *     but a reader wants the local day and hour the test was taken
 */
public record ReportSettings(ZoneId zone) {
    public ReportSettings {
        Objects.requireNonNull(zone, "zone");
    }
}
