package app.assessment.adapters.persistence.backup;

import app.assessment.application.port.out.backup.DatabaseIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;

@ApplicationScoped
public class PostgresDatabaseIdentity implements DatabaseIdentity {

    private final EntityManager em;

    public PostgresDatabaseIdentity(EntityManager em) {
        this.em = em;
    }

    @Override
    @Transactional
    public String databaseName() {
        return (String) em.createNativeQuery("select current_database()").getSingleResult();
    }

    @Override
    @Transactional
    public String schemaVersion() {
        return (String) em.createNativeQuery("select version from flyway_schema_history where success and version is not null "
                + "order by installed_rank desc limit 1").getSingleResult();
    }

    @Override
    @Transactional
    public int serverMajorVersion() {
        int number = Integer.parseInt((String) em.createNativeQuery("show server_version_num").getSingleResult());
        return number / 10000;
    }
}
