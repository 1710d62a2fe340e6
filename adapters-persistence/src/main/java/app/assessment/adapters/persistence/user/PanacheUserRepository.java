package app.assessment.adapters.persistence.user;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.adapters.persistence.shared.UniqueViolations;
import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.User;
import io.agroal.api.AgroalDataSource;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class PanacheUserRepository implements UserRepository, PanacheRepositoryBase<UserEntity, String> {

    private final AgroalDataSource dataSource;

    public PanacheUserRepository(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public void add(User user) {
        UserEntity entity = new UserEntity();
        UserMapper.copy(user, entity);
        UniqueViolations.translate(() -> persistAndFlush(entity));
    }

    @Override
    public void update(User user) {
        UserEntity entity = findByIdOptional(user.id()).orElseThrow(() -> DomainException.notFound("User"));
        UserMapper.copy(user, entity);
        UniqueViolations.translate(this::flush);
    }

    @Override
    public Optional<User> byId(String id) {
        return findByIdOptional(id).map(UserMapper::toDomain);
    }

    /** A refresh, not a locking find: an entity already loaded in this transaction would keep its old state. */
    @Override
    public Optional<User> lockedById(String id) {
        return findByIdOptional(id).map(entity -> {
            getEntityManager().refresh(entity, LockModeType.PESSIMISTIC_WRITE);
            return UserMapper.toDomain(entity);
        });
    }

    @Override
    public Optional<User> byEmail(String email) {
        return find("lower(email) = lower(?1)", email).firstResultOptional().map(UserMapper::toDomain);
    }

    @Override
    public boolean emailTaken(String email) {
        return count("lower(email) = lower(?1)", email) > 0;
    }

    @Override
    public boolean usernameTaken(String username) {
        return count("lower(username) = lower(?1)", username) > 0;
    }

    @Override
    public boolean any() {
        return count() > 0;
    }

    /**
     * On a pooled connection of its own, in plain JDBC: every restart with BOOTSTRAP_ADMIN_EMAIL
     * set asks this first, and a Hibernate session and HQL for it cost a cold start ~0.25 s before
     * readiness (ADR 0034). Never from inside a transaction: it would hold a second connection.
     */
    @Override
    public boolean anyOutsideTransaction() {
        try (Connection connection = dataSource.getConnection()) {
            return Jdbc.query(connection, "select exists (select 1 from users)", rs -> rs.getBoolean(1)).get(0);
        } catch (SQLException e) {
            throw new IllegalStateException("Could not read whether any user exists", e);
        }
    }

    @Override
    public List<User> inOrganization(String organizationId) {
        return find("organizationId", Sort.by("name"), organizationId).stream().map(UserMapper::toDomain).toList();
    }
}
