package app.assessment.adapters.persistence.backup;

import app.assessment.application.port.out.backup.BackupRecords;
import app.assessment.domain.backup.Backup;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;

@ApplicationScoped
public class PanacheBackupRecords implements BackupRecords, PanacheRepositoryBase<BackupEntity, String> {

    @Override
    public void save(Backup backup) {
        BackupEntity entity = findByIdOptional(backup.id()).orElseGet(BackupEntity::new);
        BackupMapper.copy(backup, entity);
        persist(entity);
    }

    @Override
    public List<Backup> all() {
        return findAll(Sort.descending("startedAt")).stream().map(BackupMapper::toDomain).toList();
    }
}
