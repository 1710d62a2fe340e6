package app.assessment.domain.user;

import app.assessment.domain.shared.DomainException;

/**
 * Profile pictures: JPEG, PNG or WebP of at most 2 MB. The type is read from the file's own
 * first bytes, never from what the client claims.
 */
public final class ProfileImage {

    public static final int MAX_BYTES = 2 * 1024 * 1024;

    private ProfileImage() {
    }

    /** @return the media type of an acceptable image; throws 413 or 415 otherwise */
    public static String contentTypeOf(byte[] content) {
        if (content == null || content.length == 0) {
            throw DomainException.invalid("image", "is empty");
        }
        if (content.length > MAX_BYTES) {
            throw new DomainException(DomainException.Kind.TOO_LARGE, "IMAGE_TOO_LARGE", "image: must be at most 2 MB");
        }
        if (startsWith(content, 0, 0xFF, 0xD8, 0xFF)) {
            return "image/jpeg";
        }
        if (startsWith(content, 0, 0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A)) {
            return "image/png";
        }
        if (startsWith(content, 0, 'R', 'I', 'F', 'F') && startsWith(content, 8, 'W', 'E', 'B', 'P')) {
            return "image/webp";
        }
        throw new DomainException(DomainException.Kind.UNSUPPORTED_TYPE, "IMAGE_TYPE_UNSUPPORTED",
                "image: must be a JPEG, PNG or WebP picture");
    }

    private static boolean startsWith(byte[] content, int offset, int... expected) {
        if (content.length < offset + expected.length) {
            return false;
        }
        for (int i = 0; i < expected.length; i++) {
            if ((content[offset + i] & 0xFF) != expected[i]) {
                return false;
            }
        }
        return true;
    }
}
