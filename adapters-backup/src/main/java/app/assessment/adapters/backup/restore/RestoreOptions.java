package app.assessment.adapters.backup.restore;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the restore command was asked: the backup (a file or {@code s3://bucket/key}), the target
 * database, and how to open the backup. Secrets come from the environment only, never from the
 * command line (which other users of the machine can read): {@code BACKUP_PASSPHRASE}, or the
 * private key file given with {@code --key} and its passphrase in {@code BACKUP_KEY_PASSPHRASE};
 * the target's password in the URL or {@code PGPASSWORD}.
 */
record RestoreOptions(String source, String target, boolean force, Optional<String> sha256, Optional<String> keyFile) {

    static final String USAGE = "usage: restore <backup-file | s3://bucket/key> --target jdbc:postgresql://host:port/database "
            + "[--force] [--sha256 <hex>] [--key <armored-private-key-file>]";

    static RestoreOptions parse(List<String> args) {
        String source = null;
        String target = null;
        boolean force = false;
        String sha256 = null;
        String key = null;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            switch (arg) {
                case "--target" -> target = value(args, ++i, arg);
                case "--force" -> force = true;
                case "--sha256" -> sha256 = value(args, ++i, arg).toLowerCase(java.util.Locale.ROOT);
                case "--key" -> key = value(args, ++i, arg);
                default -> {
                    if (arg.startsWith("--") || source != null) {
                        throw new IllegalArgumentException("Unexpected argument " + arg + "\n" + USAGE);
                    }
                    source = arg;
                }
            }
        }
        if (source == null || target == null) {
            throw new IllegalArgumentException(USAGE);
        }
        return new RestoreOptions(source, target, force, Optional.ofNullable(sha256), Optional.ofNullable(key));
    }

    static String env(Map<String, String> environment, String name, String fallback) {
        String value = environment.get(name);
        return value == null || value.isEmpty() ? fallback : value;
    }

    private static String value(List<String> args, int index, String option) {
        if (index >= args.size()) {
            throw new IllegalArgumentException(option + " needs a value\n" + USAGE);
        }
        return args.get(index);
    }
}
