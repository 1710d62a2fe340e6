package app.assessment.archfixtures.adapters.rest;

import app.assessment.archfixtures.application.service.SomeService;

/** Calls a service class instead of its use-case port, on purpose. */
public class RestCallsService {
    public String call(SomeService service) {
        return service.run();
    }
}
