package app.assessment.adapters.rest.http;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import jakarta.validation.constraints.Positive;
import java.util.List;
import java.util.Optional;

/** {@code app.http}: the request limits answered as problem+json (ADR 0017) and the extra allowed origins. */
@ConfigMapping(prefix = "app.http")
public interface HttpConfig {

    @Positive
    int maxUriLength();

    MemorySize maxHeaderSize();

    /** Origins besides APP_URL's that may send cookie-authenticated writes. */
    Optional<List<String>> allowedOrigins();
}
