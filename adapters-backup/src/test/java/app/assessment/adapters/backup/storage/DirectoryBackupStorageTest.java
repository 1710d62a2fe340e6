package app.assessment.adapters.backup.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.application.port.out.backup.BackupStorage;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DirectoryBackupStorageTest {

    @TempDir
    Path dir;

    @Test
    void commit_makesTheWholeFileVisibleUnderItsName() throws IOException {
        DirectoryBackupStorage storage = new DirectoryBackupStorage(dir.resolve("backups"));
        String location;
        try (BackupStorage.PendingObject object = storage.create("a.pgp")) {
            object.stream().write(new byte[] {1, 2, 3});
            assertThat(files(dir.resolve("backups"))).containsExactly(".a.pgp.partial");
            location = object.commit();
        }

        assertThat(Files.readAllBytes(Path.of(URI.create(location)))).containsExactly(1, 2, 3);
        assertThat(files(dir.resolve("backups"))).containsExactly("a.pgp");
    }

    @Test
    void closeWithoutCommit_leavesNoFile() throws IOException {
        DirectoryBackupStorage storage = new DirectoryBackupStorage(dir);
        try (BackupStorage.PendingObject object = storage.create("failed.pgp")) {
            object.stream().write(new byte[] {1, 2, 3});
        }

        assertThat(files(dir)).isEmpty();
    }

    @Test
    void delete_removesTheFile_andRefusesOneOutsideTheDirectory() throws IOException {
        DirectoryBackupStorage storage = new DirectoryBackupStorage(dir.resolve("backups"));
        String location;
        try (BackupStorage.PendingObject object = storage.create("old.pgp")) {
            location = object.commit();
        }
        Path outside = Files.writeString(dir.resolve("precious.txt"), "keep");

        storage.delete(location);

        assertThat(files(dir.resolve("backups"))).isEmpty();
        assertThatThrownBy(() -> storage.delete(outside.toUri().toString())).isInstanceOf(IOException.class);
        assertThat(outside).exists();
    }

    private static Stream<String> filesStream(Path dir) throws IOException {
        return Files.list(dir).map(p -> p.getFileName().toString());
    }

    private static java.util.List<String> files(Path dir) throws IOException {
        try (Stream<String> names = filesStream(dir)) {
            return names.toList();
        }
    }
}
