package app.assessment.application.service.webhook;

import app.assessment.domain.webhook.WebhookSecret;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import java.util.List;
import java.util.stream.Collectors;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The {@code webhook-signature} header of the Standard Webhooks specification: for each secret,
 * {@code v1,} and the base64 of HMAC-SHA256 over {@code id.timestamp.body}, separated by spaces.
 * Two secrets sign during a rotation's overlap, so a receiver holding either one verifies.
 */
public final class WebhookSignature {

    private WebhookSignature() {
    }

    public static String header(List<WebhookSecret> secrets, String messageId, long timestampSeconds, String body) {
        if (secrets.isEmpty()) {
            throw new IllegalArgumentException("At least one secret signs");
        }
        return secrets.stream().map(s -> "v1," + sign(s, messageId, timestampSeconds, body)).collect(Collectors.joining(" "));
    }

    /** One signature, without the {@code v1,} prefix. */
    public static String sign(WebhookSecret secret, String messageId, long timestampSeconds, String body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.keyBytes(), "HmacSHA256"));
            byte[] digest = mac.doFinal((messageId + "." + timestampSeconds + "." + body).getBytes(StandardCharsets.UTF_8));
            return Base64.getEncoder().encodeToString(digest);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }
}
