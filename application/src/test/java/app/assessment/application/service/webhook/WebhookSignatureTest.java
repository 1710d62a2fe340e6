package app.assessment.application.service.webhook;

import app.assessment.domain.webhook.WebhookSecret;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

class WebhookSignatureTest {

    // The example of the Standard Webhooks specification's reference libraries (id, timestamp, body, secret and signature).
    private static final WebhookSecret SPEC_SECRET = new WebhookSecret("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw");
    private static final String SPEC_ID = "msg_p5jXN8AQM9LWM0D4loKWxJek";
    private static final long SPEC_TIMESTAMP = 1614265330L;
    private static final String SPEC_BODY = "{\"test\": 2432232314}";

    @Test
    void matchesTheSpecificationsExample() {
        assertThat(WebhookSignature.header(List.of(SPEC_SECRET), SPEC_ID, SPEC_TIMESTAMP, SPEC_BODY))
                .isEqualTo("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
    }

    @Test
    void aOneByteChange_changesTheSignature() {
        String original = WebhookSignature.sign(SPEC_SECRET, SPEC_ID, SPEC_TIMESTAMP, SPEC_BODY);
        assertThat(WebhookSignature.sign(SPEC_SECRET, SPEC_ID, SPEC_TIMESTAMP, "{\"test\": 2432232315}")).isNotEqualTo(original);
        assertThat(WebhookSignature.sign(SPEC_SECRET, SPEC_ID, SPEC_TIMESTAMP + 1, SPEC_BODY)).isNotEqualTo(original);
    }

    @Test
    void twoSecrets_signSideBySide_separatedByASpace() {
        WebhookSecret next = WebhookSecret.of(new byte[32]);
        String header = WebhookSignature.header(List.of(next, SPEC_SECRET), SPEC_ID, SPEC_TIMESTAMP, SPEC_BODY);
        assertThat(header.split(" ")).containsExactly("v1," + WebhookSignature.sign(next, SPEC_ID, SPEC_TIMESTAMP, SPEC_BODY),
                "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
    }

    @Test
    void aSecret_isPrefixedBase64Of32Bytes_andNeverPrinted() {
        WebhookSecret secret = WebhookSecret.of(new byte[32]);
        assertThat(secret.value()).startsWith("whsec_").hasSize(6 + 44);
        assertThat(secret.keyBytes()).hasSize(32);
        assertThat(secret.toString()).doesNotContain(secret.value().substring(6));
        assertThatThrownBy(() -> WebhookSecret.of(new byte[16])).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new WebhookSecret("sk_abc")).isInstanceOf(IllegalArgumentException.class);
    }

    // A second vector, computed here from the recipe rather than copied, so a shared mistake in the
    // published example and the code (say, signing the prefixed secret's text) cannot hide.
    @Test
    void matchesTheRecipeComputedIndependently() throws Exception {
        byte[] key = new byte[32];
        new Random(47).nextBytes(key);
        String secret = "whsec_" + Base64.getEncoder().encodeToString(key);
        String id = "msg_2Xq";
        long timestamp = 1_780_000_000L;
        String body = "{\"type\":\"submission.completed\",\"data\":{\"name\":\"Jos\u00e9\"}}";

        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(Base64.getDecoder().decode(secret.substring("whsec_".length())), "HmacSHA256"));
        String expected = "v1," + Base64.getEncoder().encodeToString(
                mac.doFinal((id + "." + timestamp + "." + body).getBytes(StandardCharsets.UTF_8)));

        assertThat(WebhookSignature.header(List.of(new WebhookSecret(secret)), id, timestamp, body)).isEqualTo(expected);
    }
}
