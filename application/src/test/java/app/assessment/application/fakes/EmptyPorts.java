package app.assessment.application.fakes;

import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An out-port a test does not exercise: every read finds nothing (empty Optional, collection or
 * map; false), and any other call fails the test, so a use case that starts writing through it
 * shows up at once.
 */
public final class EmptyPorts {

    private EmptyPorts() {
    }

    public static <T> T of(Class<T> port) {
        return port.cast(Proxy.newProxyInstance(port.getClassLoader(), new Class<?>[] {port}, (proxy, method, args) -> {
            Class<?> type = method.getReturnType();
            if (type == Optional.class) {
                return Optional.empty();
            }
            if (type == List.class) {
                return List.of();
            }
            if (type == Set.class) {
                return Set.of();
            }
            if (type == Map.class) {
                return Map.of();
            }
            if (type == boolean.class) {
                return false;
            }
            if (method.getName().equals("toString")) {
                return "EmptyPorts.of(" + port.getSimpleName() + ")";
            }
            throw new UnsupportedOperationException(port.getSimpleName() + "." + method.getName() + " is not expected here");
        }));
    }
}
