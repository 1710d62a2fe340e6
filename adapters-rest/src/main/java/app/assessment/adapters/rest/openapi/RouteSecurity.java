package app.assessment.adapters.rest.openapi;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jboss.jandex.AnnotationInstance;
import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.CompositeIndex;
import org.jboss.jandex.DotName;
import org.jboss.jandex.IndexReader;
import org.jboss.jandex.IndexView;
import org.jboss.jandex.MethodInfo;

/**
 * Who may call each JAX-RS route, read from the same annotations the server enforces: the Jandex
 * indexes every module ships (META-INF/jandex.idx), so the schema cannot say something else than
 * the code. A method's annotation wins over its class's, as at run time.
 */
final class RouteSecurity {

    /** PUBLIC: no credentials; SIGNED_IN: any session (@Authenticated); ROLES: @RolesAllowed; STAFF: no annotation (the default roles). */
    enum Kind { PUBLIC, SIGNED_IN, ROLES, STAFF, CRON, WEBHOOK }

    private static final DotName PATH = DotName.createSimple("jakarta.ws.rs.Path");
    private static final Set<DotName> HTTP_METHODS = Set.of("GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS").stream()
            .map(m -> DotName.createSimple("jakarta.ws.rs." + m)).collect(java.util.stream.Collectors.toSet());
    private static final DotName PERMIT_ALL = DotName.createSimple("jakarta.annotation.security.PermitAll");
    private static final DotName ROLES_ALLOWED = DotName.createSimple("jakarta.annotation.security.RolesAllowed");
    private static final DotName AUTHENTICATED = DotName.createSimple("io.quarkus.security.Authenticated");

    private static final DotName KEY_SCOPE = DotName.createSimple("app.assessment.adapters.rest.security.KeyScope");
    private static final DotName KEY_FORBIDDEN = DotName.createSimple("app.assessment.adapters.rest.security.KeyForbidden");
    /** What a route says about API keys when it says nothing (a test refuses such a route; keys are refused at run time). */
    static final String KEY_UNDECIDED = "";
    /** The route refuses API keys: {@code @KeyForbidden}, or a shared-secret route. */
    static final String KEY_NONE = "none";

    private RouteSecurity() {
    }

    /**
     * "METHOD /path/{template}" to the API-key scope it needs (its wire name), {@link #KEY_NONE}, or
     * {@link #KEY_UNDECIDED}; the same precedence as {@code ApiKeyAccessFilter} (method over class).
     */
    static Map<String, String> keyScopes(ClassLoader loader) {
        Map<String, String> routes = new HashMap<>();
        eachRoute(loader, (route, resource, method) -> routes.put(route, keyScopeOf(resource, method)));
        return Collections.unmodifiableMap(routes);
    }

    /** A resource method and the "METHOD /path/{template}" it answers. */
    private interface RouteVisitor {
        void visit(String route, ClassInfo resource, MethodInfo method);
    }

    private static void eachRoute(ClassLoader loader, RouteVisitor visitor) {
        for (ClassInfo resource : index(loader).getKnownClasses()) {
            AnnotationInstance classPath = resource.declaredAnnotation(PATH);
            if (classPath == null) {
                continue;
            }
            for (MethodInfo method : resource.methods()) {
                method.annotations().stream().filter(a -> a.target().kind() == org.jboss.jandex.AnnotationTarget.Kind.METHOD)
                        .map(AnnotationInstance::name).filter(HTTP_METHODS::contains).findFirst()
                        .ifPresent(http -> visitor.visit(http.local() + " " + path(classPath, method.declaredAnnotation(PATH)),
                                resource, method));
            }
        }
    }

    private static final DotName IDEMPOTENT = DotName.createSimple("app.assessment.adapters.rest.idempotency.Idempotent");

    /** "METHOD /path/{template}" of every {@code @Idempotent} route (issue 47). */
    static Set<String> idempotentRoutes(ClassLoader loader) {
        Set<String> routes = new java.util.HashSet<>();
        eachRoute(loader, (route, resource, method) -> {
            if (method.declaredAnnotation(IDEMPOTENT) != null || resource.declaredAnnotation(IDEMPOTENT) != null) {
                routes.add(route);
            }
        });
        return Collections.unmodifiableSet(routes);
    }

    private static String keyScopeOf(ClassInfo resource, MethodInfo method) {
        Kind kind = kindOf(resource, method);
        if (kind == Kind.CRON || kind == Kind.WEBHOOK) {
            return KEY_NONE;
        }
        String own = keyDecision(method.declaredAnnotations());
        if (own != null) {
            return own;
        }
        String shared = keyDecision(resource.declaredAnnotations());
        return shared != null ? shared : KEY_UNDECIDED;
    }

    private static String keyDecision(List<AnnotationInstance> annotations) {
        for (AnnotationInstance a : annotations) {
            if (a.name().equals(KEY_FORBIDDEN)) {
                return KEY_NONE;
            }
            if (a.name().equals(KEY_SCOPE)) {
                return app.assessment.domain.apikey.ApiScope.valueOf(a.value().asEnum()).wireValue();
            }
        }
        return null;
    }

    /** "METHOD /path/{template}" to its kind, for every resource method of every indexed module. */
    static Map<String, Kind> fromIndexes(ClassLoader loader) {
        Map<String, Kind> routes = new HashMap<>();
        eachRoute(loader, (route, resource, method) -> routes.put(route, kindOf(resource, method)));
        return Collections.unmodifiableMap(routes);
    }

    private static Kind kindOf(ClassInfo resource, MethodInfo method) {
        Kind shared = sharedSecret(method.declaredAnnotations());
        if (shared == null) {
            shared = sharedSecret(resource.declaredAnnotations());
        }
        if (shared != null) {
            return shared;
        }
        Kind own = access(method.declaredAnnotations());
        return own != null ? own : access(resource.declaredAnnotations()) != null ? access(resource.declaredAnnotations()) : Kind.STAFF;
    }

    /** The name-bound filters that check a shared secret instead of a session (CronSecured, AsaasWebhookSecured). */
    private static Kind sharedSecret(List<AnnotationInstance> annotations) {
        for (AnnotationInstance a : annotations) {
            String name = a.name().local();
            if (name.equals("CronSecured")) {
                return Kind.CRON;
            }
            if (name.endsWith("WebhookSecured")) {
                return Kind.WEBHOOK;
            }
        }
        return null;
    }

    private static Kind access(List<AnnotationInstance> annotations) {
        for (AnnotationInstance a : annotations) {
            if (a.name().equals(PERMIT_ALL)) {
                return Kind.PUBLIC;
            }
            if (a.name().equals(AUTHENTICATED)) {
                return Kind.SIGNED_IN;
            }
            if (a.name().equals(ROLES_ALLOWED)) {
                String[] roles = a.value().asStringArray();
                return roles.length == 1 && roles[0].equals("**") ? Kind.SIGNED_IN : Kind.ROLES;
            }
        }
        return null;
    }

    private static String path(AnnotationInstance classPath, AnnotationInstance methodPath) {
        String joined = "/" + classPath.value().asString() + (methodPath == null ? "" : "/" + methodPath.value().asString());
        String path = joined.replaceAll("/+", "/");
        return path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    }

    private static IndexView index(ClassLoader loader) {
        List<IndexView> indexes = new ArrayList<>();
        try {
            for (URL url : Collections.list(loader.getResources("META-INF/jandex.idx"))) {
                try (InputStream in = url.openStream()) {
                    indexes.add(new IndexReader(in).read());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read the Jandex indexes", e);
        }
        return CompositeIndex.create(indexes);
    }
}
