package app.assessment.archfixtures.adapters.rest;

import app.assessment.archfixtures.adapters.interchange.InterchangeCallsRest;

/** Breaks adapter isolation on purpose: the REST adapter calling a codec instead of a use case. */
public class RestCallsInterchange {
    public String describe(InterchangeCallsRest codec) {
        return codec.toString();
    }
}
