package app.assessment.domain.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.UnknownHostException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class WebhookTargetRuleTest {

    private final WebhookTargetRule prod = new WebhookTargetRule(true, false);
    private final WebhookTargetRule open = new WebhookTargetRule(true, true);

    @ParameterizedTest
    @ValueSource(strings = {"127.0.0.1", "127.9.9.9", "::1", "10.0.0.1", "172.16.5.5", "192.168.1.1", "169.254.169.254",
            "fd00:ec2::254", "fc00::1", "fe80::1", "100.64.0.1", "100.127.255.255", "0.0.0.0", "::", "::ffff:127.0.0.1",
            "::ffff:169.254.169.254", "224.0.0.1", "255.255.255.255"})
    void internalAddresses_areRefused(String literal) throws UnknownHostException {
        assertThat(prod.refuseAddress(InetAddress.getByName(literal))).isPresent();
        assertThat(open.refuseAddress(InetAddress.getByName(literal))).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"93.184.215.14", "8.8.8.8", "100.63.255.255", "100.128.0.1", "172.32.0.1", "2606:4700::1111"})
    void publicAddresses_areAccepted(String literal) throws UnknownHostException {
        assertThat(prod.refuseAddress(InetAddress.getByName(literal))).isEmpty();
    }

    @Test
    void theUrlsForm() {
        assertThat(prod.refuseUrl("https://hooks.example.com/in")).isEmpty();
        assertThat(prod.refuseUrl("http://hooks.example.com/in")).contains("must use https");
        assertThat(open.refuseUrl("http://hooks.example.com/in")).isEmpty();
        assertThat(new WebhookTargetRule(false, false).refuseUrl("http://hooks.example.com/in")).isEmpty();
        assertThat(prod.refuseUrl("ftp://hooks.example.com")).isPresent();
        assertThat(prod.refuseUrl("/relative")).isPresent();
        assertThat(prod.refuseUrl("https://user:pw@hooks.example.com")).contains("must not carry credentials");
        assertThat(prod.refuseUrl("https://hooks example")).isPresent();
        assertThat(prod.refuseUrl(" ")).isPresent();
    }
}
