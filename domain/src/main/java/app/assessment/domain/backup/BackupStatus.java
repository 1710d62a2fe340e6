package app.assessment.domain.backup;

/** RUNNING until the dump is stored (SUCCEEDED) or given up (FAILED); DELETED once retention removed the stored object. */
public enum BackupStatus { RUNNING, SUCCEEDED, FAILED, DELETED }
