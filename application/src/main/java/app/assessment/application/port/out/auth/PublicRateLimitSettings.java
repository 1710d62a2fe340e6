package app.assessment.application.port.out.auth;

/**
 * The public routes' limit ({@code PUBLIC_RATE_LIMIT_PER_MINUTE}), produced by bootstrap from its configuration.
 *
 * @param perMinute requests one client address may make per minute
 */
public record PublicRateLimitSettings(int perMinute) {

    public PublicRateLimitSettings {
        if (perMinute < 1) {
            throw new IllegalArgumentException("perMinute must be positive");
        }
    }
}
