package app.assessment.adapters.interchange;

import app.assessment.application.port.out.bank.InterchangeQuestion;
import app.assessment.application.port.out.bank.ParsedQuestions;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Moodle's GIFT, by recursive descent (ADR 0054 gives the grammar): a file is questions separated by blank lines;
 * a question is optional comment lines ({@code //}, with tags {@code [tag:x]} and this service's
 * {@code @assessment} extras), an optional {@code ::title::}, the text with an optional format marker, one answer
 * block {@code {...}} and, for a missing-word question, text after it. {@code $CATEGORY:} lines set the category of
 * the questions after them. Broken syntax (an unclosed block or title) is a 400 naming the line.
 */
final class GiftReader {

    private static final Pattern TAG = Pattern.compile("\\[tag:([^\\]]+)\\]");
    private static final Pattern MOODLE_CONTEXT = Pattern.compile("\\$[a-z]+\\$");
    static final String BLANK = "_____";

    ParsedQuestions read(String file) {
        String[] lines = file.split("\n", -1);
        Build build = new Build();
        List<String> category = List.of();
        int i = 0;
        while (i < lines.length) {
            if (lines[i].isBlank()) {
                i++;
                continue;
            }
            Extras extras = new Extras();
            List<String> tags = new ArrayList<>();
            StringBuilder content = new StringBuilder();
            int first = -1;
            for (; i < lines.length && !lines[i].isBlank(); i++) {
                String line = lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
                String trimmed = line.strip();
                if (trimmed.startsWith("//")) {
                    comment(trimmed.substring(2), extras, tags, i + 1);
                    line = "";
                } else if (first < 0 && trimmed.startsWith("$CATEGORY:")) {
                    category = category(trimmed.substring("$CATEGORY:".length()));
                    line = "";
                } else if (first < 0) {
                    first = i + 1;
                }
                if (first >= 0) {
                    content.append(line).append('\n');
                }
            }
            if (first >= 0) {
                question(build, content.toString(), first, extras, category, tags);
            }
        }
        return build.result();
    }

    private static void comment(String text, Extras extras, List<String> tags, int line) {
        Matcher tag = TAG.matcher(text);
        while (tag.find()) {
            tags.add(tag.group(1).strip());
        }
        int marker = text.indexOf(Extras.MARKER);
        if (marker >= 0) {
            try {
                extras.parse(text.substring(marker + Extras.MARKER.length()));
            } catch (Unsupported e) {
                throw FileText.malformed(line, e.getMessage());
            }
        }
    }

    private static List<String> category(String path) {
        List<String> names = new ArrayList<>();
        for (String part : path.split("/")) {
            String name = part.strip();
            if (!name.isEmpty() && !MOODLE_CONTEXT.matcher(name).matches()) {
                names.add(name);
            }
        }
        return names;
    }

    private static void question(Build build, String s, int line, Extras extras, List<String> category, List<String> tags) {
        int pos = skipSpace(s, 0);
        String name = null;
        if (s.startsWith("::", pos)) {
            int end = GiftText.indexOf(s, "::", pos + 2);
            if (end < 0) {
                throw FileText.malformed(lineOf(s, pos, line), "the title opened by '::' is not closed");
            }
            name = Build.blankToNull(GiftText.unescape(s.substring(pos + 2, end)).strip());
            pos = end + 2;
        }
        int open = GiftText.indexOf(s, "{", pos);
        int strayClose = GiftText.indexOf(s, "}", pos);
        if (strayClose >= 0 && (open < 0 || strayClose < open)) {
            throw FileText.malformed(lineOf(s, strayClose, line), "'}' without an opening '{' (write \\} for the character)");
        }
        if (open < 0) {
            build.skip(line, name, "a description without an answer block is not a question");
            return;
        }
        int close = GiftText.indexOf(s, "}", open + 1);
        if (close < 0) {
            throw FileText.malformed(lineOf(s, open, line), "the answer block opened by '{' is not closed");
        }
        int nested = GiftText.indexOf(s, "{", open + 1);
        if (nested >= 0 && nested < close) {
            throw FileText.malformed(lineOf(s, nested, line), "'{' inside an answer block (write \\{ for the character)");
        }
        String after = s.substring(close + 1);
        if (GiftText.indexOf(after, "{", 0) >= 0) {
            build.skip(line, name, "several answer blocks in one question (embedded answers) are not supported");
            return;
        }
        if (GiftText.indexOf(after, "}", 0) >= 0) {
            throw FileText.malformed(lineOf(s, close + 1 + GiftText.indexOf(after, "}", 0), line), "'}' without an opening '{'");
        }
        String before = GiftText.unescape(GiftText.withoutFormat(s.substring(pos, open))).strip();
        String trailing = GiftText.unescape(after).strip();
        String text = trailing.isEmpty() ? before : missingWord(before, trailing);
        String block = s.substring(open + 1, close);
        String title = name;
        build.add(line, name, () -> new InterchangeQuestion(
                GiftAnswers.question(line, build.order(), text, block, extras), category, title, tags));
    }

    /** Moodle's missing-word form: the answer block stands where the blank is. */
    private static String missingWord(String before, String after) {
        boolean word = Character.isLetterOrDigit(after.codePointAt(0));
        return ((before.isEmpty() ? "" : before + " ") + BLANK + (word ? " " : "") + after).strip();
    }

    private static int skipSpace(String s, int pos) {
        while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
            pos++;
        }
        return pos;
    }

    private static int lineOf(String s, int offset, int first) {
        int line = first;
        for (int i = 0; i < offset; i++) {
            if (s.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }
}
