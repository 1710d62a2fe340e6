package app.assessment.adapters.pdf;

import java.util.ArrayList;
import java.util.List;

/**
 * Breaks sanitized text into lines no wider than a column: at spaces where it can, inside a word
 * only when the word alone is wider than the column (a pasted URL, a 300-letter "word").
 * Each word is measured once; a word is split character by character only when it overflows.
 */
final class TextWrapper {

    private TextWrapper() {
    }

    /** Always at least one line, so an empty cell still takes a row's height. */
    static List<String> wrap(String sanitized, TextStyle style, float maxWidth) {
        List<String> lines = new ArrayList<>();
        for (String paragraph : sanitized.split("\n", -1)) {
            wrapParagraph(paragraph, style, maxWidth, lines);
        }
        return lines;
    }

    private static void wrapParagraph(String paragraph, TextStyle style, float maxWidth, List<String> lines) {
        float spaceWidth = style.width(" ");
        StringBuilder line = new StringBuilder();
        float lineWidth = 0;
        for (String word : paragraph.split(" ")) {
            if (word.isEmpty()) {
                continue;
            }
            float wordWidth = style.width(word);
            if (line.length() > 0 && lineWidth + spaceWidth + wordWidth <= maxWidth) {
                line.append(' ').append(word);
                lineWidth += spaceWidth + wordWidth;
                continue;
            }
            if (line.length() > 0) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (wordWidth <= maxWidth) {
                line.append(word);
                lineWidth = wordWidth;
            } else {
                lineWidth = breakWord(word, style, maxWidth, lines, line);
            }
        }
        lines.add(line.toString());
    }

    /**
     * Emits full-width pieces of an overlong word and leaves its tail in {@code line}, so the
     * next word may still join it. Returns the tail's width.
     */
    private static float breakWord(String word, TextStyle style, float maxWidth, List<String> lines, StringBuilder line) {
        float width = 0;
        for (int i = 0; i < word.length(); ) {
            int codePoint = word.codePointAt(i);
            float advance = style.width(codePoint);
            if (line.length() > 0 && width + advance > maxWidth) {
                lines.add(line.toString());
                line.setLength(0);
                width = 0;
            }
            line.appendCodePoint(codePoint);
            width += advance;
            i += Character.charCount(codePoint);
        }
        return width;
    }
}
