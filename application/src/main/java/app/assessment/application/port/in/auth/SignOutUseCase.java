package app.assessment.application.port.in.auth;

import app.assessment.domain.audit.Actor;

public interface SignOutUseCase {
    /** Revokes this one session; other sessions of the user stay. */
    void signOut(String sessionId, Actor actor);
}
