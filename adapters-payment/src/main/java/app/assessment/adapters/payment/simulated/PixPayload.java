package app.assessment.adapters.payment.simulated;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;

/**
 * A PIX "copy and paste" text in the BR Code layout (EMV merchant-presented QR: id, two-digit
 * length, value; CRC16/CCITT-FALSE at the end), so that banking apps and decoders read the
 * simulated charge as a real one would be read. It pays nobody: the key is random.
 */
final class PixPayload {

    private static final String MERCHANT_NAME = "ASSESSMENT DEMO";
    private static final String MERCHANT_CITY = "SAO PAULO";

    private PixPayload() {
    }

    /**
     * @param key a PIX key (a random EVP key for the simulation)
     * @param txid the charge's transaction id: letters and digits, at most 25
     */
    static String of(String key, BigDecimal amount, String txid) {
        String withoutCrc = field("00", "01")
                + field("01", "12") // 12: a one-time code, as a charge's QR code is
                + field("26", field("00", "br.gov.bcb.pix") + field("01", key))
                + field("52", "0000")
                + field("53", "986") // BRL
                + field("54", amount.setScale(2).toPlainString())
                + field("58", "BR")
                + field("59", MERCHANT_NAME)
                + field("60", MERCHANT_CITY)
                + field("62", field("05", txid))
                + "6304";
        return withoutCrc + crc16(withoutCrc);
    }

    private static String field(String id, String value) {
        if (value.length() > 99) {
            throw new IllegalArgumentException("BR Code field " + id + " longer than 99 characters");
        }
        return id + String.format("%02d", value.length()) + value;
    }

    /** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) as four upper-case hex digits. */
    static String crc16(String text) {
        int crc = 0xFFFF;
        for (byte b : text.getBytes(StandardCharsets.US_ASCII)) {
            crc ^= (b & 0xFF) << 8;
            for (int bit = 0; bit < 8; bit++) {
                crc = (crc & 0x8000) != 0 ? (crc << 1) ^ 0x1021 : crc << 1;
            }
        }
        return String.format("%04X", crc & 0xFFFF);
    }
}
