package app.assessment.application.port.in.backup;

import app.assessment.domain.backup.Backup;
import java.util.List;

public interface ListBackupsUseCase {
    /** Newest first. */
    List<Backup> list();
}
