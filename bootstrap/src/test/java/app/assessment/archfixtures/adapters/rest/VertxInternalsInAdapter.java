package app.assessment.archfixtures.adapters.rest;

import io.vertx.core.Context;
import io.vertx.core.impl.ContextInternal;

/** Breaks the public-API rule: reads the event loop through Vert.x' internal context. */
public class VertxInternalsInAdapter {
    public Object eventLoop(Context context) {
        return ((ContextInternal) context).nettyEventLoop();
    }
}
