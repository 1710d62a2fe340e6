package app.assessment.domain.people;

import app.assessment.domain.shared.DomainException;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A payer's Brazilian tax document, which the payment provider needs before it charges anyone:
 * a CPF (11 digits) or a CNPJ (14 characters). Since July 2026 a CNPJ may carry capital letters
 * in its first 12 positions; its two check digits stay digits and are computed from each
 * character's code minus 48 (so '0'..'9' count 0..9 and 'A'..'Z' count 17..42) with the weights
 * of the numeric CNPJ, which makes every numeric CNPJ valid under the same rule.
 *
 * <p>Stored normalized (punctuation and spaces removed, letters upper case). Shown in full only
 * on the person's own record; audit entries and lists carry {@link #mask(String)}.
 */
public final class PayerDocument {

    private static final Pattern PUNCTUATION = Pattern.compile("[.\\-/\\s]");
    private static final Pattern CPF = Pattern.compile("\\d{11}");
    private static final Pattern CNPJ = Pattern.compile("[0-9A-Z]{12}\\d{2}");
    private static final int[] CNPJ_WEIGHTS = {6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2};

    private PayerDocument() {
    }

    /** The normalized document, null for null or blank; 400 naming {@code field} when the check digits do not match. */
    public static String normalizeOptional(String field, String raw) {
        if (raw == null || raw.isBlank()) {
            return null;
        }
        String value = PUNCTUATION.matcher(raw).replaceAll("").toUpperCase(Locale.ROOT);
        if (!isCpf(value) && !isCnpj(value)) {
            throw DomainException.invalid(field, "must be a valid CPF (11 digits) or CNPJ (14 characters)");
        }
        return value;
    }

    /** {@code ***.456.789-**} for a CPF, {@code **.345.678/0001-**} for a CNPJ; null stays null. */
    public static String mask(String normalized) {
        if (normalized == null) {
            return null;
        }
        if (normalized.length() == 11) {
            return "***." + normalized.substring(3, 6) + "." + normalized.substring(6, 9) + "-**";
        }
        return "**." + normalized.substring(2, 5) + "." + normalized.substring(5, 8) + "/" + normalized.substring(8, 12) + "-**";
    }

    static boolean isCpf(String value) {
        if (!CPF.matcher(value).matches() || value.chars().distinct().count() == 1) {
            return false;
        }
        return cpfDigit(value, 9) == value.charAt(9) - '0' && cpfDigit(value, 10) == value.charAt(10) - '0';
    }

    static boolean isCnpj(String value) {
        if (!CNPJ.matcher(value).matches() || value.chars().distinct().count() == 1) {
            return false;
        }
        return cnpjDigit(value, 12) == value.charAt(12) - '0' && cnpjDigit(value, 13) == value.charAt(13) - '0';
    }

    private static int cpfDigit(String value, int length) {
        int sum = 0;
        for (int i = 0; i < length; i++) {
            sum += (value.charAt(i) - '0') * (length + 1 - i);
        }
        return checkDigit(sum);
    }

    private static int cnpjDigit(String value, int length) {
        int sum = 0;
        int offset = CNPJ_WEIGHTS.length - length;
        for (int i = 0; i < length; i++) {
            sum += (value.charAt(i) - 48) * CNPJ_WEIGHTS[offset + i];
        }
        return checkDigit(sum);
    }

    private static int checkDigit(int sum) {
        int rest = sum % 11;
        return rest < 2 ? 0 : 11 - rest;
    }
}
