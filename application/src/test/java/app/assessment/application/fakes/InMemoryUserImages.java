package app.assessment.application.fakes;

import app.assessment.application.port.out.user.UserImageStore;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Profile pictures by user id. */
public final class InMemoryUserImages implements UserImageStore {

    public final Map<String, StoredImage> byUserId = new LinkedHashMap<>();

    @Override
    public void save(String userId, String contentType, byte[] content) {
        byUserId.put(userId, new StoredImage(contentType, content));
    }

    @Override
    public Optional<StoredImage> load(String userId) {
        return Optional.ofNullable(byUserId.get(userId));
    }
}
