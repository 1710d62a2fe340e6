package app.assessment.application.port.out.user;

import java.util.Optional;

/** Profile pictures, kept in the database so every instance serves them. */
public interface UserImageStore {
    void save(String userId, String contentType, byte[] content);

    Optional<StoredImage> load(String userId);

    record StoredImage(String contentType, byte[] content) {
    }
}
