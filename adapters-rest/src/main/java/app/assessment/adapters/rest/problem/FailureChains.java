package app.assessment.adapters.rest.problem;

import java.sql.SQLException;
import java.util.Optional;

/**
 * Reading and retelling exception chains without their payload. A database failure's message
 * can carry the statement with its bound values (a user's password hash, TOTP secret, a CPF):
 * what goes to the log is each exception's class, its stack, and for database exceptions only
 * the SQLState, never their message.
 */
final class FailureChains {

    private static final String[] DATABASE_PACKAGES = {"java.sql.", "javax.sql.", "org.postgresql.", "org.hibernate.",
            "jakarta.persistence.", "io.agroal.", "jakarta.transaction.", "com.arjuna."};

    private FailureChains() {
    }

    /** The first SQLState found along the chain, if any. */
    static Optional<String> sqlState(Throwable e) {
        for (Throwable t = e; t != null; t = next(t)) {
            if (t instanceof SQLException sql && sql.getSQLState() != null) {
                return Optional.of(sql.getSQLState());
            }
        }
        return Optional.empty();
    }

    static boolean anyMessageContains(Throwable e, String fragment) {
        for (Throwable t = e; t != null; t = next(t)) {
            if (t.getMessage() != null && t.getMessage().contains(fragment)) {
                return true;
            }
        }
        return false;
    }

    static boolean any(Throwable e, Class<? extends Throwable> type) {
        for (Throwable t = e; t != null; t = next(t)) {
            if (type.isInstance(t)) {
                return true;
            }
        }
        return false;
    }

    /** A copy of the chain fit for the log: same classes (by name) and stacks, database messages dropped. */
    static Throwable sanitized(Throwable e) {
        return copy(e, 0);
    }

    private static Throwable copy(Throwable e, int depth) {
        if (e == null || depth > 20) {
            return null;
        }
        Throwable cause = copy(next(e), depth + 1);
        Retold retold = new Retold(e.getClass().getName() + ": " + safeMessage(e), cause);
        retold.setStackTrace(e.getStackTrace());
        return retold;
    }

    private static String safeMessage(Throwable e) {
        if (fromDatabase(e)) {
            return e instanceof SQLException sql ? "SQLState " + sql.getSQLState() : "(database message withheld)";
        }
        return String.valueOf(e.getMessage());
    }

    private static boolean fromDatabase(Throwable e) {
        for (Class<?> c = e.getClass(); c != null; c = c.getSuperclass()) {
            for (String prefix : DATABASE_PACKAGES) {
                if (c.getName().startsWith(prefix)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static Throwable next(Throwable t) {
        if (t instanceof SQLException sql && sql.getNextException() != null && t.getCause() == null) {
            return sql.getNextException();
        }
        return t.getCause() == t ? null : t.getCause();
    }

    /** Stands for the original exception in the log; its toString is the original's class and safe message. */
    private static final class Retold extends RuntimeException {
        Retold(String message, Throwable cause) {
            super(message, cause, false, true);
        }

        @Override
        public String toString() {
            return getMessage();
        }
    }
}
