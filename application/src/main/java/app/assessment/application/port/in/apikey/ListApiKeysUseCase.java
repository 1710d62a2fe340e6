package app.assessment.application.port.in.apikey;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.apikey.ApiKey;
import java.util.List;

/** The caller's organization's keys, revoked ones excluded, newest first. */
public interface ListApiKeysUseCase {

    List<ApiKey> list(Caller caller);
}
