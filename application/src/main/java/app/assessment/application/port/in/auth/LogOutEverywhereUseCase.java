package app.assessment.application.port.in.auth;

import app.assessment.application.port.in.Caller;

/** "Log out everywhere" (docs/api.md §5) for the caller, or for a user of their organization by an administrator. */
public interface LogOutEverywhereUseCase {

    /**
     * Ends the caller's sessions. Without {@code keepCurrent} the user's session version grows, so
     * every token issued so far is refused; with it every other session row is revoked and the
     * current one stays.
     *
     * @return how many sessions were ended
     */
    int logOutEverywhere(Caller caller, String currentSessionId, boolean keepCurrent);

    /** An administrator ends every session of a user of their organization (another organization's user: 404). */
    int endAllSessionsOf(Caller caller, String userId);
}
