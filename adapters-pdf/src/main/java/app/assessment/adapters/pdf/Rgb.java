package app.assessment.adapters.pdf;

/** A device RGB color; PDFBox takes the components as floats from 0 to 1. */
record Rgb(float red, float green, float blue) {

    static final Rgb BLACK = new Rgb(0, 0, 0);
    static final Rgb WHITE = new Rgb(1, 1, 1);
    static final Rgb TEXT = hex(0x1F2933);
    static final Rgb MUTED = hex(0x6B7280);
    static final Rgb RULE = hex(0xD0D5DD);
    static final Rgb SHADE = hex(0xEEF1F5);
    static final Rgb NEUTRAL = hex(0xE5E7EB);

    private static Rgb hex(int rgb) {
        return new Rgb(((rgb >> 16) & 0xFF) / 255f, ((rgb >> 8) & 0xFF) / 255f, (rgb & 0xFF) / 255f);
    }

    /**
     * Reads {@code #RRGGBB} or {@code #RGB}. Colors come from what teachers typed on a form, so
     * anything else yields the fallback instead of failing the whole report.
     */
    static Rgb parse(String value, Rgb fallback) {
        if (value == null) {
            return fallback;
        }
        String digits = value.strip();
        digits = digits.startsWith("#") ? digits.substring(1) : digits;
        if (digits.length() == 3) {
            digits = new String(new char[] {
                digits.charAt(0), digits.charAt(0), digits.charAt(1), digits.charAt(1), digits.charAt(2), digits.charAt(2)
            });
        }
        if (digits.length() != 6) {
            return fallback;
        }
        try {
            return hex(Integer.parseInt(digits, 16));
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /** Black or white, whichever contrasts more with this background (WCAG relative luminance). */
    Rgb readableText() {
        double luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
        double contrastWithBlack = (luminance + 0.05) / 0.05;
        double contrastWithWhite = 1.05 / (luminance + 0.05);
        return contrastWithBlack >= contrastWithWhite ? BLACK : WHITE;
    }

    private static double linear(float channel) {
        return channel <= 0.03928 ? channel / 12.92 : Math.pow((channel + 0.055) / 1.055, 2.4);
    }
}
