package app.assessment.application.port.out.backup;

import java.io.IOException;
import java.io.OutputStream;

/** Encrypts a backup while it streams, so its plaintext never reaches a disk or a bucket. */
public interface BackupEncryption {

    /**
     * @return a stream whose plaintext arrives encrypted in {@code target}; closing it ends the
     *         ciphertext (integrity check included) but leaves {@code target} open
     * @throws IllegalStateException when no key or passphrase is configured
     */
    OutputStream encrypt(OutputStream target) throws IOException;

    /** File name suffix of the encrypted format, e.g. ".pgp". */
    String suffix();
}
