package app.assessment.adapters.persistence.user;

import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.user.UserImageStore;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;

@ApplicationScoped
public class PanacheUserImageStore implements UserImageStore, PanacheRepositoryBase<UserImageEntity, String> {

    private final Clock clock;

    public PanacheUserImageStore(Clock clock) {
        this.clock = clock;
    }

    @Override
    public void save(String userId, String contentType, byte[] content) {
        UserImageEntity entity = findByIdOptional(userId).orElseGet(UserImageEntity::new);
        entity.userId = userId;
        entity.contentType = contentType;
        entity.content = content;
        entity.updatedAt = clock.now();
        persist(entity);
    }

    @Override
    public Optional<StoredImage> load(String userId) {
        return findByIdOptional(userId).map(e -> new StoredImage(e.contentType, e.content));
    }
}
