package app.assessment.bootstrap.hostile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The operations of docs/openapi.yaml, with their parameters and request body schema ($refs resolved). */
final class OpenApiOperations {

    private static final Set<String> METHODS = Set.of("get", "post", "put", "delete", "patch");

    record Parameter(String name, String in, JsonNode schema) {
    }

    record Operation(String method, String path, List<Parameter> parameters, String contentType, JsonNode bodySchema,
                     boolean eventStream) {
        String name() {
            return method.toUpperCase() + " " + path;
        }
    }

    private final JsonNode document;

    private OpenApiOperations(JsonNode document) {
        this.document = document;
    }

    static OpenApiOperations load(Path yaml) {
        try {
            return new OpenApiOperations(new ObjectMapper(new YAMLFactory()).readTree(Files.readString(yaml)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    List<Operation> operations() {
        List<Operation> operations = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = document.path("paths").properties().iterator(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            for (Iterator<Map.Entry<String, JsonNode>> ops = path.getValue().properties().iterator(); ops.hasNext(); ) {
                Map.Entry<String, JsonNode> op = ops.next();
                if (!METHODS.contains(op.getKey())) {
                    continue;
                }
                List<Parameter> parameters = new ArrayList<>();
                for (JsonNode p : op.getValue().path("parameters")) {
                    JsonNode parameter = resolve(p);
                    parameters.add(new Parameter(parameter.path("name").asText(), parameter.path("in").asText(),
                            resolve(parameter.path("schema"))));
                }
                String contentType = null;
                JsonNode schema = null;
                for (Iterator<Map.Entry<String, JsonNode>> content = op.getValue().path("requestBody").path("content").properties().iterator();
                     content.hasNext() && contentType == null; ) {
                    Map.Entry<String, JsonNode> c = content.next();
                    contentType = c.getKey();
                    schema = resolve(c.getValue().path("schema"));
                }
                boolean eventStream = op.getValue().path("responses").path("200").path("content").has("text/event-stream");
                operations.add(new Operation(op.getKey(), path.getKey(), parameters, contentType, schema, eventStream));
            }
        }
        return operations;
    }

    /** Follows a local $ref (#/components/...). */
    JsonNode resolve(JsonNode node) {
        JsonNode current = node;
        for (int i = 0; i < 10 && current.has("$ref"); i++) {
            current = document.at(current.get("$ref").asText().substring(1));
        }
        return current;
    }

    /** The schema's properties with their schemas resolved; empty for non-objects. */
    Map<String, JsonNode> properties(JsonNode schema) {
        Map<String, JsonNode> properties = new java.util.LinkedHashMap<>();
        schema.path("properties").properties().forEach(e -> properties.put(e.getKey(), resolve(e.getValue())));
        return properties;
    }
}
