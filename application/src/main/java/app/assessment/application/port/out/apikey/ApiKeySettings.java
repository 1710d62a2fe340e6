package app.assessment.application.port.out.apikey;

/**
 * {@code API_KEY_RATE_LIMIT_PER_MINUTE}, produced by bootstrap from its configuration.
 *
 * @param perMinute requests one API key may make per minute
 */
public record ApiKeySettings(int perMinute) {

    public ApiKeySettings {
        if (perMinute < 1) {
            throw new IllegalArgumentException("perMinute must be positive");
        }
    }
}
