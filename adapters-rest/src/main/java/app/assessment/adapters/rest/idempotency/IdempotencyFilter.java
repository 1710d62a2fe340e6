package app.assessment.adapters.rest.idempotency;

import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.idempotency.IdempotentRequestsUseCase;
import app.assessment.application.port.in.idempotency.IdempotentRequestsUseCase.Answer;
import app.assessment.domain.idempotency.IdempotentRequest;
import app.assessment.domain.shared.Sha256;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Optional;

/**
 * {@link Idempotent} routes: with an {@code Idempotency-Key} header the request first claims the key for its
 * caller (organization and user, or API key); a repeat is answered from the store, and the first answer is
 * kept on the way out (or the claim given up, for a 5xx). Without the header nothing changes. The rules are
 * the application's ({@link IdempotentRequestsUseCase}); this filter only reads and writes HTTP.
 */
@Provider
@Idempotent
@Priority(Priorities.USER)
public class IdempotencyFilter implements ContainerRequestFilter, ContainerResponseFilter {

    private static final String CLAIM = IdempotencyFilter.class.getName() + ".claim";

    private final IdempotentRequestsUseCase requests;
    private final CurrentUser currentUser;
    private final ObjectMapper json;

    public IdempotencyFilter(IdempotentRequestsUseCase requests, CurrentUser currentUser, ObjectMapper json) {
        this.requests = requests;
        this.currentUser = currentUser;
        this.json = json;
    }

    @Override
    public void filter(ContainerRequestContext context) throws IOException {
        String key = context.getHeaderString(Idempotent.HEADER);
        if (key == null || currentUser.maybe().isEmpty()) {
            return;
        }
        byte[] body = context.hasEntity() ? context.getEntityStream().readAllBytes() : new byte[0];
        context.setEntityStream(new ByteArrayInputStream(body));
        IdempotentRequest request = new IdempotentRequest(callerOf(currentUser), key, fingerprint(context, body));
        Optional<Answer> first = requests.claim(request);
        if (first.isPresent()) {
            context.abortWith(replay(first.get()));
        } else {
            context.setProperty(CLAIM, request);
        }
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (!(request.getProperty(CLAIM) instanceof IdempotentRequest claimed)) {
            return;
        }
        request.removeProperty(CLAIM);
        MediaType type = response.getMediaType();
        Object location = response.getHeaders().getFirst(HttpHeaders.LOCATION);
        requests.finish(claimed, new Answer(response.getStatus(), type == null ? null : type.toString(),
                location == null ? null : location.toString(), bytesOf(response.getEntity())));
    }

    /** Organization plus user or key: two callers never share a key's record. */
    static String callerOf(CurrentUser user) {
        Caller caller = user.caller();
        String who = user.apiKey().map(k -> "k:" + k.id()).orElseGet(() -> "u:" + caller.userId());
        return caller.organizationId() + ":" + who;
    }

    /** Method, path, query (a dry run is another request than the real one) and the body as the client meant it. */
    private static String fingerprint(ContainerRequestContext context, byte[] body) {
        MessageDigest digest = Sha256.digest();
        String query = context.getUriInfo().getRequestUri().getRawQuery();
        digest.update((context.getMethod() + " " + context.getUriInfo().getPath() + "?" + (query == null ? "" : query) + "\n")
                .getBytes(StandardCharsets.UTF_8));
        digest.update(withoutBoundary(context.getMediaType(), body));
        return HexFormat.of().formatHex(digest.digest());
    }

    /**
     * A multipart body less its boundary: a client picks a new one each time it sends (a retry included), while the
     * parts are what the request says. Latin-1 maps bytes one to one, so the parts' bytes are kept exactly.
     */
    static byte[] withoutBoundary(MediaType type, byte[] body) {
        String boundary = type == null || !"multipart".equalsIgnoreCase(type.getType()) ? null : type.getParameters().get("boundary");
        if (boundary == null || boundary.isEmpty()) {
            return body;
        }
        return new String(body, StandardCharsets.ISO_8859_1).replace(boundary, "").getBytes(StandardCharsets.ISO_8859_1);
    }

    private byte[] bytesOf(Object entity) {
        if (entity == null) {
            return new byte[0];
        }
        if (entity instanceof byte[] bytes) {
            return bytes;
        }
        if (entity instanceof String text) {
            return text.getBytes(StandardCharsets.UTF_8);
        }
        try {
            return json.writeValueAsBytes(entity);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Response replay(Answer answer) {
        Response.ResponseBuilder response = Response.status(answer.status()).header(Idempotent.REPLAYED, "true");
        if (answer.body().length > 0) {
            response.entity(answer.body()).type(answer.contentType());
        }
        if (answer.location() != null) {
            response.header(HttpHeaders.LOCATION, answer.location());
        }
        return response.build();
    }
}
