package app.assessment.archfixtures.adapters.interchange;

import app.assessment.archfixtures.adapters.rest.RestCallsPersistence;

/** Breaks adapter isolation on purpose: a codec reaching into the REST adapter. */
public class InterchangeCallsRest {
    public String describe(RestCallsPersistence rest) {
        return rest.toString();
    }
}
