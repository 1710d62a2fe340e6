package app.assessment.domain.apikey;

import app.assessment.domain.shared.Sha256;
import java.security.MessageDigest;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The key as a client holds it: {@code ask_<key id>_<secret>}, the secret being 32 random bytes in
 * base64url. The id part names the row to look up (one primary-key read, no scan of hashes); the
 * stored hash is SHA-256 of the whole text, enough for a 256-bit random secret (no slow hash needed).
 */
public record ApiKeyText(String keyId, String text) {

    public static final String PREFIX = "ask_";
    private static final Pattern SHAPE = Pattern.compile("ask_([a-z0-9]{1,64})_([A-Za-z0-9_-]{43})");

    /** The key for a new id and 32 random bytes already encoded in base64url (43 characters). */
    public static ApiKeyText of(String keyId, String secret) {
        ApiKeyText key = new ApiKeyText(keyId, PREFIX + keyId + "_" + secret);
        if (parse(key.text()).isEmpty()) {
            throw new IllegalArgumentException("not an API key shape");
        }
        return key;
    }

    /** A presented bearer value, if it has the shape of a key; anything else is not a key. */
    public static Optional<ApiKeyText> parse(String presented) {
        if (presented == null) {
            return Optional.empty();
        }
        Matcher m = SHAPE.matcher(presented);
        return m.matches() ? Optional.of(new ApiKeyText(m.group(1), presented)) : Optional.empty();
    }

    /** Whether a bearer value is meant as an API key (as opposed to a session token). */
    public static boolean looksLikeKey(String presented) {
        return presented != null && presented.startsWith(PREFIX);
    }

    /** What the list shows: it names the key without revealing any of its secret. */
    public static String prefixOf(String keyId) {
        return PREFIX + keyId;
    }

    public String hash() {
        return Sha256.hex(text);
    }

    /** Constant-time comparison with a stored hash. */
    public boolean matches(String storedHash) {
        return MessageDigest.isEqual(hash().getBytes(java.nio.charset.StandardCharsets.US_ASCII),
                storedHash.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    }

    /** Never the secret: a key must not reach a log through a record's toString. */
    @Override
    public String toString() {
        return prefixOf(keyId) + "_…";
    }
}
