package app.assessment.adapters.persistence.backup;

import app.assessment.adapters.persistence.shared.Jdbc;
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
        return single("select current_database()");
    }

    @Override
    @Transactional
    public String schemaVersion() {
        return single("select version from flyway_schema_history where success and version is not null "
                + "order by installed_rank desc limit 1");
    }

    @Override
    @Transactional
    public int serverMajorVersion() {
        int number = Integer.parseInt(single("select current_setting('server_version_num')"));
        return number / 10000;
    }

    private String single(String sql) {
        return Jdbc.query(em, sql, rs -> rs.getString(1)).get(0);
    }
}
