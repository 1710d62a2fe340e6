package app.assessment.application.port.in.apikey;

import app.assessment.application.port.in.Caller;

/** Revokes a key of the caller's organization (another organization's id is 404); the next request with it is 401. */
public interface RevokeApiKeyUseCase {

    void revoke(Caller caller, String id);
}
