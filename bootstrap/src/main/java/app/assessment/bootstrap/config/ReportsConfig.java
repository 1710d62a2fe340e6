package app.assessment.bootstrap.config;

import io.smallrye.config.ConfigMapping;
import java.time.ZoneId;

/**
 * {@code app.reports.*} (README, "Configuration"). A zone that is not an IANA id fails its
 * conversion, and the start, with the key named. The default lives in application.properties only.
 */
@ConfigMapping(prefix = "app.reports")
public interface ReportsConfig {

    ZoneId zone();
}
