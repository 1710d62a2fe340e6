package app.assessment.adapters.interchange;

import app.assessment.application.port.out.bank.QuestionInterchange;
import app.assessment.domain.shared.DomainException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** An uploaded file's bytes, refused past the size limit before more is buffered, and its text. */
final class FileText {

    private FileText() {
    }

    static byte[] bytes(InputStream in) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[64 * 1024];
        try {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                if (out.size() + n > QuestionInterchange.MAX_BYTES) {
                    throw DomainException.invalid("file", "must be at most " + QuestionInterchange.MAX_BYTES / (1024 * 1024) + " MB");
                }
                out.write(buffer, 0, n);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** UTF-8 without its byte-order mark; undecodable bytes become U+FFFD rather than an error. */
    static String text(InputStream in) {
        String text = new String(bytes(in), StandardCharsets.UTF_8);
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    static DomainException malformed(int line, String reason) {
        return DomainException.invalid("file", "line " + line + ": " + reason);
    }
}
