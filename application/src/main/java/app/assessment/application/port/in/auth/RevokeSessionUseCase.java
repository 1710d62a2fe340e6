package app.assessment.application.port.in.auth;

import app.assessment.application.port.in.Caller;

/** Ends one of the caller's own sessions; any other id, another user's included, is 404. */
public interface RevokeSessionUseCase {

    void revoke(Caller caller, String sessionId);
}
