package app.assessment.adapters.backup.storage;

import app.assessment.application.port.out.backup.BackupStorage;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Backups as files in one directory ({@code BACKUP_DIR}). A backup is written under a hidden
 * ".partial" name and renamed in one step when it is complete, so a file with the final name is
 * always a whole backup.
 */
public final class DirectoryBackupStorage implements BackupStorage {

    private final Path directory;

    public DirectoryBackupStorage(Path directory) {
        this.directory = directory.toAbsolutePath().normalize();
    }

    @Override
    public PendingObject create(String name) throws IOException {
        Files.createDirectories(directory);
        Path target = directory.resolve(name);
        Path partial = directory.resolve("." + name + ".partial");
        OutputStream stream = new BufferedOutputStream(Files.newOutputStream(partial), 1 << 16);
        return new PendingObject() {
            private boolean committed;

            @Override
            public OutputStream stream() {
                return stream;
            }

            @Override
            public String commit() throws IOException {
                stream.close();
                Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
                committed = true;
                return target.toUri().toString();
            }

            @Override
            public void close() throws IOException {
                if (!committed) {
                    try (stream) {
                        // closed only to delete the partial file
                    } finally {
                        Files.deleteIfExists(partial);
                    }
                }
            }
        };
    }

    @Override
    public void delete(String location) throws IOException {
        Path file = Path.of(URI.create(location)).toAbsolutePath().normalize();
        if (!file.getParent().equals(directory)) {
            throw new IOException("Not a backup of " + directory + ": " + location);
        }
        Files.deleteIfExists(file);
    }
}
