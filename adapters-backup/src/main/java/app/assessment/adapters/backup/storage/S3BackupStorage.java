package app.assessment.adapters.backup.storage;

import app.assessment.application.port.out.backup.BackupStorage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.checksums.ResponseChecksumValidation;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.S3ClientBuilder;
import software.amazon.awssdk.services.s3.model.CompletedPart;

/**
 * Backups as objects in an S3-compatible bucket, uploaded while they stream: up to one part is
 * held in memory ({@code BACKUP_S3_PART_SIZE}); a backup larger than a part goes up as a multipart
 * upload, which S3 shows only once completed and which is aborted when the backup fails, so an
 * object under a backup's name is always whole.
 */
public final class S3BackupStorage implements BackupStorage, AutoCloseable {

    private final S3Settings settings;
    private final S3Client s3;

    public S3BackupStorage(S3Settings settings) {
        this.settings = settings;
        S3ClientBuilder builder = S3Client.builder()
                .region(Region.of(settings.region()))
                .forcePathStyle(settings.pathStyle())
                // Checksums only where S3 requires them: many S3-compatible servers reject the SDK's default trailing checksums.
                .requestChecksumCalculation(RequestChecksumCalculation.WHEN_REQUIRED)
                .responseChecksumValidation(ResponseChecksumValidation.WHEN_REQUIRED);
        settings.endpoint().ifPresent(builder::endpointOverride);
        if (settings.accessKeyId().isPresent()) {
            builder.credentialsProvider(StaticCredentialsProvider.create(
                    AwsBasicCredentials.create(settings.accessKeyId().get(), settings.secretAccessKey().orElse(""))));
        } else {
            builder.credentialsProvider(DefaultCredentialsProvider.builder().build());
        }
        this.s3 = builder.build();
    }

    @Override
    public PendingObject create(String name) {
        return new Upload(settings.prefix() + name);
    }

    @Override
    public void delete(String location) throws IOException {
        String key = keyOf(location);
        try {
            s3.deleteObject(r -> r.bucket(settings.bucket()).key(key));
        } catch (SdkException e) {
            throw new IOException("Could not delete " + location + ": " + e.getMessage(), e);
        }
    }

    /** The stored object, for the restore command. */
    public InputStream open(String location) throws IOException {
        String key = keyOf(location);
        try {
            return s3.getObject(r -> r.bucket(settings.bucket()).key(key));
        } catch (SdkException e) {
            throw new IOException("Could not read " + location + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        s3.close();
    }

    private String keyOf(String location) throws IOException {
        URI uri = URI.create(location);
        if (!"s3".equals(uri.getScheme()) || !settings.bucket().equals(uri.getHost())) {
            throw new IOException("Not an object of bucket " + settings.bucket() + ": " + location);
        }
        return uri.getPath().substring(1);
    }

    private final class Upload extends OutputStream implements PendingObject {
        private final String key;
        private final byte[] part = new byte[settings.partSize()];
        private final List<CompletedPart> parts = new ArrayList<>();
        private int filled;
        private String uploadId;
        private boolean committed;

        Upload(String key) {
            this.key = key;
        }

        @Override
        public OutputStream stream() {
            return this;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            while (len > 0) {
                int n = Math.min(len, part.length - filled);
                System.arraycopy(b, off, part, filled, n);
                filled += n;
                off += n;
                len -= n;
                if (filled == part.length) {
                    uploadPart();
                }
            }
        }

        @Override
        public String commit() throws IOException {
            try {
                if (uploadId == null) {
                    s3.putObject(r -> r.bucket(settings.bucket()).key(key), RequestBody.fromInputStream(buffered(), filled));
                } else {
                    if (filled > 0) {
                        uploadPart();
                    }
                    s3.completeMultipartUpload(r -> r.bucket(settings.bucket()).key(key).uploadId(uploadId)
                            .multipartUpload(m -> m.parts(parts)));
                }
            } catch (SdkException e) {
                throw new IOException("Could not store s3://" + settings.bucket() + "/" + key + ": " + e.getMessage(), e);
            }
            committed = true;
            return "s3://" + settings.bucket() + "/" + key;
        }

        @Override
        public void close() throws IOException {
            if (!committed && uploadId != null) {
                try {
                    s3.abortMultipartUpload(r -> r.bucket(settings.bucket()).key(key).uploadId(uploadId));
                } catch (SdkException e) {
                    throw new IOException("Could not abort the upload of s3://" + settings.bucket() + "/" + key
                            + "; the bucket's lifecycle rule for incomplete uploads will remove it: " + e.getMessage(), e);
                }
            }
        }

        private void uploadPart() throws IOException {
            try {
                if (uploadId == null) {
                    uploadId = s3.createMultipartUpload(r -> r.bucket(settings.bucket()).key(key)).uploadId();
                }
                int number = parts.size() + 1;
                String etag = s3.uploadPart(r -> r.bucket(settings.bucket()).key(key).uploadId(uploadId).partNumber(number)
                        .contentLength((long) filled), RequestBody.fromInputStream(buffered(), filled)).eTag();
                parts.add(CompletedPart.builder().partNumber(number).eTag(etag).build());
                filled = 0;
            } catch (SdkException e) {
                throw new IOException("Upload to s3://" + settings.bucket() + "/" + key + " failed: " + e.getMessage(), e);
            }
        }

        private InputStream buffered() {
            return new ByteArrayInputStream(part, 0, filled);
        }
    }
}
