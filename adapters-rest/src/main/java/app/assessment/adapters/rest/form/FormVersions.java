package app.assessment.adapters.rest.form;

import jakarta.ws.rs.core.EntityTag;

/** A form's row version on the wire: the strong ETag of its reads, and what If-Match names. */
final class FormVersions {

    private FormVersions() {
    }

    static EntityTag etag(String version) {
        return new EntityTag(version);
    }

    /** The version an If-Match header asks for; null when absent or "*" (any version will do). */
    static String fromIfMatch(String header) {
        if (header == null || header.isBlank() || header.strip().equals("*")) {
            return null;
        }
        String tag = header.strip();
        if (tag.startsWith("W/")) {
            tag = tag.substring(2);
        }
        if (tag.length() >= 2 && tag.startsWith("\"") && tag.endsWith("\"")) {
            tag = tag.substring(1, tag.length() - 1);
        }
        return tag;
    }
}
