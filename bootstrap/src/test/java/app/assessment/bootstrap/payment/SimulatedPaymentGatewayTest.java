package app.assessment.bootstrap.payment;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.adapters.payment.simulated.SimulatedPaymentGateway;
import app.assessment.application.port.out.payment.ChargeRequest;
import app.assessment.application.port.out.payment.ProviderPaymentState;
import app.assessment.domain.payment.Amount;
import app.assessment.domain.payment.PaymentMethod;
import app.assessment.domain.payment.ProviderOutcome;
import app.assessment.domain.payment.ProviderCharge;
import com.google.zxing.BinaryBitmap;
import com.google.zxing.RGBLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.time.LocalDate;
import java.util.Base64;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** The stand-in provider, without Quarkus: its charges must look and behave like Asaas' own. */
class SimulatedPaymentGatewayTest {

    private static final String DATA_URL_PREFIX = "data:image/png;base64,";

    private final SimulatedPaymentGateway gateway = new SimulatedPaymentGateway("https://demo.example/i");

    @Test
    void pixCharge_hasAsaasLikeIdLink_andAQrPngThatDecodesToItsPayload() throws Exception {
        ProviderCharge charge = gateway.createCharge(request("ccharge00000000000000000001", PaymentMethod.PIX, "49.90"));

        assertThat(charge.paymentId()).matches("pay_[a-z0-9]{16}");
        assertThat(charge.paymentLink()).isEqualTo("https://demo.example/i/" + charge.paymentId().substring(4));
        assertThat(charge.qrCode()).startsWith(DATA_URL_PREFIX);
        BufferedImage png = ImageIO.read(new ByteArrayInputStream(
                Base64.getDecoder().decode(charge.qrCode().substring(DATA_URL_PREFIX.length()))));
        assertThat(png).isNotNull();
        assertThat(decodeQr(png)).isEqualTo(charge.qrCodeText());
    }

    @Test
    void pixPayload_isABrCode_withTheAmountAndAValidChecksum() {
        String payload = gateway.createCharge(request("ccharge00000000000000000002", PaymentMethod.PIX, "49.9")).qrCodeText();

        assertThat(payload).startsWith("000201").contains("br.gov.bcb.pix").contains("540549.90").contains("5802BR");
        String body = payload.substring(0, payload.length() - 4);
        assertThat(body).endsWith("6304");
        assertThat(payload.substring(payload.length() - 4)).isEqualTo(crc16(body));
    }

    @Test
    void cardCharge_hasALink_andNoQrCode() {
        ProviderCharge charge = gateway.createCharge(request("ccharge00000000000000000003", PaymentMethod.CREDIT_CARD, "10.00"));

        assertThat(charge.paymentLink()).startsWith("https://demo.example/i/");
        assertThat(charge.qrCode()).isNull();
        assertThat(charge.qrCodeText()).isNull();
    }

    @Test
    void repeatedRequest_getsTheSameCharge_butADifferentAmountGetsANewOne() {
        ChargeRequest first = request("ccharge00000000000000000004", PaymentMethod.PIX, "49.90");

        ProviderCharge charge = gateway.createCharge(first);

        assertThat(gateway.createCharge(first)).isEqualTo(charge);
        assertThat(gateway.createCharge(request("ccharge00000000000000000004", PaymentMethod.PIX, "59.90")).paymentId())
                .isNotEqualTo(charge.paymentId());
    }

    @Test
    void fetchAndDelete_agreeWithWhatWasCreated() {
        String id = gateway.createCharge(request("ccharge00000000000000000005", PaymentMethod.BOLETO, "80.00")).paymentId();

        assertThat(gateway.fetch(id)).contains(new ProviderPaymentState(id, "PENDING", ProviderOutcome.UNCHANGED, null));
        gateway.delete(id);
        assertThat(gateway.fetch(id)).contains(new ProviderPaymentState(id, "DELETED", ProviderOutcome.CANCELLED, null));
        assertThat(gateway.fetch("pay_unknown")).isEmpty();
        gateway.delete("pay_unknown");
    }

    private static ChargeRequest request(String assignment, PaymentMethod method, String amount) {
        return new ChargeRequest(assignment, method, Amount.of(amount), LocalDate.of(2026, 11, 28), "Avaliação",
                "cstudent000000000000000001", "Ana Souza", "ana@example.com", "52998224725");
    }

    /**
     * The payment id, and so the payload, is random: without hints the reader's finder-pattern search missed some
     * matrices now and then (a CI run failed on one). A generated code is a pure barcode; the hinted search is the
     * fallback.
     */
    private static String decodeQr(BufferedImage image) throws Exception {
        int[] pixels = image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
        BinaryBitmap bitmap = new BinaryBitmap(new HybridBinarizer(
                new RGBLuminanceSource(image.getWidth(), image.getHeight(), pixels)));
        try {
            return new QRCodeReader().decode(bitmap, java.util.Map.of(com.google.zxing.DecodeHintType.PURE_BARCODE, Boolean.TRUE))
                    .getText();
        } catch (com.google.zxing.NotFoundException notPure) {
            return new QRCodeReader().decode(bitmap, java.util.Map.of(com.google.zxing.DecodeHintType.TRY_HARDER, Boolean.TRUE))
                    .getText();
        }
    }

    /** CRC-16/CCITT-FALSE computed independently of the production code, bit by bit. */
    private static String crc16(String text) {
        int crc = 0xFFFF;
        for (char c : text.toCharArray()) {
            for (int bit = 7; bit >= 0; bit--) {
                boolean top = ((crc >> 15) & 1) != ((c >> bit) & 1);
                crc = (crc << 1) & 0xFFFF;
                if (top) {
                    crc ^= 0x1021;
                }
            }
        }
        return String.format("%04X", crc);
    }
}
