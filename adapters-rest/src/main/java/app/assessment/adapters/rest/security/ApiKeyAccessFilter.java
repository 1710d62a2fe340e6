package app.assessment.adapters.rest.security;

import app.assessment.adapters.rest.problem.Problem;
import app.assessment.adapters.rest.problem.Responses;
import app.assessment.application.port.in.apikey.AdmitApiKeyRequestUseCase;
import app.assessment.domain.apikey.ApiKey;
import app.assessment.domain.apikey.ApiKeyText;
import app.assessment.domain.apikey.ApiScope;
import app.assessment.domain.user.Permissions;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.ext.Provider;
import java.lang.reflect.Method;
import java.util.Optional;

/**
 * Narrows a key-authenticated request to its scopes: the route's {@link KeyScope} must be one the key
 * holds ({@link Permissions#keyMayUse}), else 403 naming the scope; a route without one refuses keys.
 * Then the key's rate limit (Redis), 429 with Retry-After. Session requests pass untouched.
 */
@Provider
@Priority(Priorities.AUTHORIZATION)
public class ApiKeyAccessFilter implements ContainerRequestFilter {

    @Context
    ResourceInfo resource;

    private final CurrentUser caller;
    private final AdmitApiKeyRequestUseCase admission;

    public ApiKeyAccessFilter(CurrentUser caller, AdmitApiKeyRequestUseCase admission) {
        this.caller = caller;
        this.admission = admission;
    }

    @Override
    public void filter(ContainerRequestContext context) {
        String authorization = context.getHeaderString(HttpHeaders.AUTHORIZATION);
        if (authorization == null || !ApiKeyText.looksLikeKey(authorization.substring(Math.min(authorization.length(), 7)).trim())) {
            return; // not a key request: do not resolve the identity here (public routes never need it)
        }
        Optional<ApiKey> key = caller.apiKey();
        if (key.isEmpty()) {
            return;
        }
        ApiScope required = requiredScope(resource.getResourceMethod(), resource.getResourceClass());
        if (!Permissions.keyMayUse(key.get().scopes(), required)) {
            context.abortWith(Responses.problem(required == null
                    ? Problem.of(403, "API_KEY_NOT_ALLOWED", "This route cannot be called with an API key")
                    : Problem.of(403, "API_KEY_SCOPE_MISSING", "This API key lacks the scope " + required.wireValue()))
                    .build());
            return;
        }
        admission.admit(key.get().id()).ifPresent(wait -> context.abortWith(
                Responses.problem(Problem.of(429, "RATE_LIMITED", "Too many requests with this API key; try again later"))
                        .header(HttpHeaders.RETRY_AFTER, Math.max(1, wait.toSeconds())).build()));
    }

    /** The route's scope: the method's annotation, else its class's; null when the route refuses keys. */
    public static ApiScope requiredScope(Method method, Class<?> resourceClass) {
        if (method == null || method.isAnnotationPresent(KeyForbidden.class)) {
            return null;
        }
        KeyScope own = method.getAnnotation(KeyScope.class);
        if (own != null) {
            return own.value();
        }
        KeyScope shared = resourceClass == null || resourceClass.isAnnotationPresent(KeyForbidden.class) ? null
                : resourceClass.getAnnotation(KeyScope.class);
        return shared == null ? null : shared.value();
    }
}
