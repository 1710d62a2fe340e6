package app.assessment.adapters.backup.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.adapters.backup.openpgp.OpenPgpDecryption;
import app.assessment.adapters.backup.openpgp.OpenPgpEncryption;
import app.assessment.application.port.out.backup.BackupStorage;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.Random;
import org.gaul.s3proxy.junit.S3ProxyExtension;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.checksums.ResponseChecksumValidation;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;

/** Against a real S3-compatible server (S3Proxy over the file system), started per test: no mock of the SDK. */
class S3BackupStorageTest {

    private static final String BUCKET = "backups";
    private static final String STUDENT = "Joana Beatriz Nascimento";

    @RegisterExtension
    static final S3ProxyExtension S3 = S3ProxyExtension.builder().withCredentials("access", "secret-key").build();

    private S3BackupStorage storage;
    private S3Client client;

    @BeforeEach
    void bucket() {
        client = S3Client.builder().endpointOverride(S3.getUri()).region(Region.US_EAST_1).forcePathStyle(true)
                .requestChecksumCalculation(RequestChecksumCalculation.WHEN_REQUIRED)
                .responseChecksumValidation(ResponseChecksumValidation.WHEN_REQUIRED)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("access", "secret-key"))).build();
        client.createBucket(r -> r.bucket(BUCKET));
        storage = new S3BackupStorage(new S3Settings(Optional.of(S3.getUri()), "us-east-1", BUCKET, "prod/", Optional.of("access"),
                Optional.of("secret-key"), true, S3Settings.MIN_PART));
    }

    @AfterEach
    void close() {
        storage.close();
        client.close();
    }

    @Test
    void largeBackup_goesUpInPartsEncrypted_andComesBackWhole() throws IOException {
        byte[] plaintext = plaintext(12 * 1024 * 1024); // three parts of 5 MiB, the last one short
        String location;
        try (BackupStorage.PendingObject object = storage.create("big.dump.pgp")) {
            try (OutputStream encrypting = OpenPgpEncryption.configured(null, "pass").encrypt(object.stream())) {
                encrypting.write(plaintext);
            }
            location = object.commit();
        }

        assertThat(location).isEqualTo("s3://backups/prod/big.dump.pgp");
        byte[] stored = client.getObjectAsBytes(r -> r.bucket(BUCKET).key("prod/big.dump.pgp")).asByteArray();
        assertThat(new String(stored, StandardCharsets.ISO_8859_1)).doesNotContain(STUDENT);
        try (InputStream in = OpenPgpDecryption.withPassphrase("pass".toCharArray()).decrypt(storage.open(location))) {
            assertThat(in.readAllBytes()).isEqualTo(plaintext);
        }
    }

    @Test
    void smallBackup_isOnePut() throws IOException {
        try (BackupStorage.PendingObject object = storage.create("small.pgp")) {
            object.stream().write("tiny".getBytes(StandardCharsets.US_ASCII));
            object.commit();
        }

        assertThat(client.getObjectAsBytes(r -> r.bucket(BUCKET).key("prod/small.pgp")).asUtf8String()).isEqualTo("tiny");
    }

    @Test
    void failedBackup_leavesNoObject_evenAfterPartsWentUp() throws IOException {
        try (BackupStorage.PendingObject object = storage.create("failed.pgp")) {
            object.stream().write(plaintext(6 * 1024 * 1024)); // one part uploaded already
        }

        assertThatThrownBy(() -> client.headObject(r -> r.bucket(BUCKET).key("prod/failed.pgp")))
                .isInstanceOf(software.amazon.awssdk.services.s3.model.S3Exception.class);
        assertThat(client.listObjectsV2(r -> r.bucket(BUCKET)).contents()).isEmpty();
    }

    @Test
    void delete_removesTheObject() throws IOException {
        String location;
        try (BackupStorage.PendingObject object = storage.create("old.pgp")) {
            object.stream().write(1);
            location = object.commit();
        }

        storage.delete(location);

        assertThatThrownBy(() -> client.getObjectAsBytes(r -> r.bucket(BUCKET).key("prod/old.pgp"))).isInstanceOf(NoSuchKeyException.class);
        assertThatThrownBy(() -> storage.delete("s3://other-bucket/prod/old.pgp")).isInstanceOf(IOException.class);
    }

    private static byte[] plaintext(int size) {
        byte[] bytes = new byte[size];
        new Random(3).nextBytes(bytes);
        byte[] name = STUDENT.getBytes(StandardCharsets.UTF_8);
        System.arraycopy(name, 0, bytes, size / 2, name.length);
        return bytes;
    }
}
