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

    private RouteSecurity() {
    }

    /** "METHOD /path/{template}" to its kind, for every resource method of every indexed module. */
    static Map<String, Kind> fromIndexes(ClassLoader loader) {
        Map<String, Kind> routes = new HashMap<>();
        for (ClassInfo resource : index(loader).getKnownClasses()) {
            AnnotationInstance classPath = resource.declaredAnnotation(PATH);
            if (classPath == null) {
                continue;
            }
            for (MethodInfo method : resource.methods()) {
                method.annotations().stream().filter(a -> a.target().kind() == org.jboss.jandex.AnnotationTarget.Kind.METHOD)
                        .map(AnnotationInstance::name).filter(HTTP_METHODS::contains).findFirst()
                        .ifPresent(http -> routes.put(http.local() + " " + path(classPath, method.declaredAnnotation(PATH)),
                                kindOf(resource, method)));
            }
        }
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
