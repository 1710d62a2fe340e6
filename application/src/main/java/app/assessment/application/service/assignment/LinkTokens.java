package app.assessment.application.service.assignment;

import java.security.SecureRandom;
import java.util.Base64;

/** Test-link tokens: 192 random bits, URL-safe; nothing in them derives from the assignment. */
final class LinkTokens {

    private static final SecureRandom RANDOM = new SecureRandom();

    private LinkTokens() {
    }

    static String next() {
        byte[] bytes = new byte[24];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
