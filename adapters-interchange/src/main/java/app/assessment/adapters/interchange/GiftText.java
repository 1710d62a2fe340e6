package app.assessment.adapters.interchange;

import java.util.regex.Pattern;

/** GIFT's backslash escapes: {@code \~ \= \# \{ \} \:} (and {@code \\}, {@code \n} for a line break). */
final class GiftText {

    private static final String SPECIAL = "~=#{}:\\";
    private static final Pattern FORMAT_MARKER = Pattern.compile("^\\s*\\[(html|moodle|plain|markdown)\\]", Pattern.CASE_INSENSITIVE);

    private GiftText() {
    }

    /** The first {@code target} at or after {@code from} that no backslash escapes, or -1. */
    static int indexOf(String s, String target, int from) {
        for (int i = from; i < s.length(); i++) {
            if (s.charAt(i) == '\\') {
                i++;
            } else if (s.startsWith(target, i)) {
                return i;
            }
        }
        return -1;
    }

    static String unescape(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char next = s.charAt(++i);
                out.append(next == 'n' ? '\n' : next);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** Every special character escaped and line breaks as {@code \n}, so a text stays on one line of its question. */
    static String escape(String s) {
        StringBuilder out = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\n') {
                out.append("\\n");
            } else {
                if (SPECIAL.indexOf(c) >= 0) {
                    out.append('\\');
                }
                out.append(c);
            }
        }
        return out.toString();
    }

    /** A matching side: its own {@code ->} would split the pair, so the arrow is broken by an escape. */
    static String escapeSide(String s) {
        return escape(s).replace("->", "-\\>");
    }

    /** The text without a leading {@code [html]}, {@code [moodle]}, {@code [plain]} or {@code [markdown]}. */
    static String withoutFormat(String s) {
        return FORMAT_MARKER.matcher(s).replaceFirst("");
    }
}
