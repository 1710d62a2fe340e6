package app.assessment.application.service.backup;

import app.assessment.domain.shared.Sha256;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.security.MessageDigest;
import java.util.HexFormat;

/** Counts and hashes (SHA-256) the bytes on their way to storage, so the record describes what was stored. */
final class MeasuredOutputStream extends FilterOutputStream {

    private final MessageDigest digest;
    private long size;

    MeasuredOutputStream(OutputStream target) {
        super(target);
        this.digest = Sha256.digest();
    }

    @Override
    public void write(int b) throws IOException {
        out.write(b);
        digest.update((byte) b);
        size++;
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        out.write(b, off, len);
        digest.update(b, off, len);
        size += len;
    }

    /** The storage's own stream is committed or discarded by its owner, never closed through here. */
    @Override
    public void close() throws IOException {
        flush();
    }

    long size() {
        return size;
    }

    String sha256() {
        return HexFormat.of().formatHex(digest.digest());
    }
}
