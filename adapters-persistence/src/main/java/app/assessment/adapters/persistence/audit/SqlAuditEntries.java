package app.assessment.adapters.persistence.audit;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.audit.AuditEntries;
import app.assessment.application.port.out.audit.AuditFilter;
import app.assessment.application.port.out.audit.AuditRecord;
import app.assessment.application.port.out.audit.AuditSink;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import javax.sql.DataSource;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/** The audit log's reads in plain JDBC (ADR 0008): keyset pages on {@code seq}, newest first. */
@ApplicationScoped
public class SqlAuditEntries implements AuditEntries {

    /** Rows per round trip of an export: few enough to keep memory flat, enough to keep round trips rare. */
    static final int EXPORT_FETCH_SIZE = 1_000;

    private final EntityManager em;
    private final DataSource dataSource;

    public SqlAuditEntries(EntityManager em, DataSource dataSource) {
        this.em = em;
        this.dataSource = dataSource;
    }

    @Override
    public List<AuditRecord> page(AuditFilter filter, Long beforeSequence, int limit) {
        AuditRows.Where where = AuditRows.where(filter);
        String sql = AuditRows.COLUMNS + " where " + where.sql() + " and seq < ? order by seq desc limit ?";
        return Jdbc.query(em, sql, AuditRows::read, where.paramsWith(beforeSequence == null ? Long.MAX_VALUE : beforeSequence, limit));
    }

    @Override
    public Optional<AuditRecord> byId(String organizationId, String id) {
        String scope = organizationId == null ? "" : " and organization_id = ?";
        Object[] params = organizationId == null ? new Object[] {id} : new Object[] {id, organizationId};
        return Jdbc.query(em, AuditRows.COLUMNS + " where id = ?" + scope, AuditRows::read, params).stream().findFirst();
    }

    @Override
    public void export(AuditFilter filter, AuditSink sink) throws IOException {
        AuditRows.Where where = AuditRows.where(filter);
        Jdbc.stream(dataSource, AuditRows.COLUMNS + " where " + where.sql() + " order by seq desc", EXPORT_FETCH_SIZE,
                rs -> sink.accept(AuditRows.read(rs)), where.params().toArray());
    }

    @Override
    public List<AuditRecord> between(AuditFilter filter, long afterSequence, long upToSequence, int limit) {
        AuditRows.Where where = AuditRows.where(filter);
        String sql = AuditRows.COLUMNS + " where " + where.sql() + " and seq > ? and seq <= ? order by seq limit ?";
        return Jdbc.query(em, sql, AuditRows::read, where.paramsWith(afterSequence, upToSequence, limit));
    }
}
