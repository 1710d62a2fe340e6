package app.assessment.application.service.shared;

import app.assessment.domain.shared.SearchText;
import java.util.regex.Pattern;

/** Parts of the names of files the service hands out: an ASCII slug any client can store, and a readable form with accents. */
public final class FileNames {

    // Each part is cut so the whole name stays well under the 255 bytes file systems allow.
    private static final int PART_MAX = 60;
    private static final Pattern NOT_SLUG = Pattern.compile("[^a-z0-9]+");
    private static final Pattern EDGE_DASHES = Pattern.compile("^-+|-+$");
    // Path separators, characters Windows refuses in names, and control characters.
    private static final Pattern NOT_IN_FILE_NAMES = Pattern.compile("[\\\\/:*?\"<>|\\p{Cntrl}]+");

    private FileNames() {
    }

    public static String slug(String text) {
        return EDGE_DASHES.matcher(cut(NOT_SLUG.matcher(SearchText.normalize(text)).replaceAll("-"))).replaceAll("");
    }

    public static String readable(String text) {
        return cut(NOT_IN_FILE_NAMES.matcher(text).replaceAll(" ").strip().replaceAll("\\s+", " "));
    }

    private static String cut(String text) {
        if (text.length() <= PART_MAX) {
            return text;
        }
        int end = Character.isHighSurrogate(text.charAt(PART_MAX - 1)) ? PART_MAX - 1 : PART_MAX;
        return text.substring(0, end).strip();
    }
}
