package app.assessment.application.port.in.audit;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.auth.ResolveSessionUseCase.SessionPrincipal;
import app.assessment.application.port.out.audit.AuditRecord;
import app.assessment.application.port.out.audit.AuditSink;
import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reading the audit log (docs/api.md §8): administrators see their organization's entries, a super
 * administrator every organization's (or one, by filter); professors none (403). Another
 * organization's entry or organization is 404.
 */
public interface AuditLogUseCases {

    int DEFAULT_LIMIT = 50;
    int MAX_LIMIT = 200;

    /**
     * Newest first, keyset-paged on the sequence, so a page deep in the log costs what the first does
     * and entries arriving meanwhile neither repeat nor shift a page.
     *
     * @param beforeSequence the last sequence of the previous page, or null for the first page
     */
    Page list(Caller caller, AuditQuery query, Long beforeSequence, int limit);

    AuditRecord get(Caller caller, String id);

    /**
     * Checks the caller and the filters now (400 before anything is written); the rows are read
     * when the returned export is written out. An absent {@code to} is now, an absent {@code from}
     * the longest span before it; a longer span is 400.
     */
    AuditExport export(Caller caller, AuditQuery query);

    /**
     * Opens a live view of the log: subscribes {@code live} to new committed entries (every entry of
     * every organization, the same list for every watcher, so it is encoded once; the caller shows
     * those {@link Watch#shows} allows), then reads from the table what the client missed after
     * {@code afterSequence} up to where the live entries start.
     *
     * @param afterSequence the last entry the client has (Last-Event-ID), or null for live entries only
     * @param maxReplay the most entries replayed; when more were missed {@link Watch#replayComplete()} is false
     */
    Watch watch(Caller caller, AuditQuery query, Long afterSequence, int maxReplay, Consumer<List<AuditRecord>> live);

    /**
     * Whether a watcher may go on watching: its session is still live, its user active, and its role the one it
     * watched with, which still reads the log. Asked again and again while a stream is open.
     */
    boolean mayStillWatch(SessionPrincipal watcher);

    /** An open live view; closing it ends its subscription to new entries. */
    interface Watch extends AutoCloseable {

        /** Whether the watcher sees {@code record}: its organization's scope and its filters, decided here. */
        boolean shows(AuditRecord record);

        /** What the client missed, oldest first. */
        List<AuditRecord> replay();

        boolean replayComplete();

        /** The last sequence the client has, or is not to be shown: live entries after it follow. */
        long shownUpTo();

        @Override
        void close();
    }

    /** An export whose rows are read as they are written to the sink. */
    @FunctionalInterface
    interface AuditExport {
        void writeTo(AuditSink sink) throws IOException;
    }

    /** @param nextBeforeSequence where the next page starts, or null when this is the last page */
    record Page(List<AuditRecord> entries, Long nextBeforeSequence) {
        public Page {
            entries = List.copyOf(entries);
        }
    }
}
