package app.assessment.application.port.out.backup;

import java.io.IOException;
import java.io.OutputStream;

/** Where encrypted backups are kept (a directory, an S3 bucket). */
public interface BackupStorage {

    /** Starts writing a new object; it becomes visible under {@code name} only on {@link PendingObject#commit()}. */
    PendingObject create(String name) throws IOException;

    /** Removes a stored object by the location {@link PendingObject#commit()} returned; absent is fine. */
    void delete(String location) throws IOException;

    /** An object being written. Closing it without a commit discards everything written. */
    interface PendingObject extends AutoCloseable {
        OutputStream stream();

        /** @return the stored object's location, e.g. {@code file:///...} or {@code s3://bucket/key} */
        String commit() throws IOException;

        @Override
        void close() throws IOException;
    }
}
