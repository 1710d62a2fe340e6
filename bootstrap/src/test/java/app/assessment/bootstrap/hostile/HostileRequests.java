package app.assessment.bootstrap.hostile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Malformed variants of one operation's request, derived from its schema: bad path ids and
 * query values, a plausible body and that body with each field (two levels deep) made null,
 * the wrong type, NUL-bearing, huge or out of range; malformed JSON, wrong content types and
 * broken multipart and form bodies.
 */
final class HostileRequests {

    /** One request: the path with its raw (already encoded) query, a content type and body or none. */
    record Request(String label, String method, String pathAndQuery, String contentType, byte[] body) {
    }

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String HUGE = "x".repeat(20_000);
    private static final List<String> BAD_IDS = List.of("%00", "a%00b", "x".repeat(3000), "%F0%9F%92%A9", "..%2F..%2Fetc",
            "'%20or%201=1--", "-1", "99999999999999999999999999");
    private static final List<String> BAD_QUERY_VALUES = List.of("%00", "", "-1", "0", "abc", "1.5", "1e309",
            "99999999999999999999999999", "x".repeat(3000), "%F0%9F%92%A9", "2026-13-45", "true", "%27%22%3C");

    private final OpenApiOperations doc;

    HostileRequests(OpenApiOperations doc) {
        this.doc = doc;
    }

    List<Request> of(OpenApiOperations.Operation op) {
        List<Request> requests = new ArrayList<>();
        String path = withIds(op.path(), "cx0000000000000000000000x");
        requests.add(new Request("plain", op.method(), path, null, null));
        for (String bad : BAD_IDS) {
            if (op.path().contains("{")) {
                requests.add(new Request("path id " + bad, op.method(), withIds(op.path(), bad), null, null));
            }
        }
        for (OpenApiOperations.Parameter p : op.parameters()) {
            if ("query".equals(p.in())) {
                for (String bad : BAD_QUERY_VALUES) {
                    requests.add(new Request("query " + p.name() + "=" + abbreviated(bad), op.method(),
                            path + "?" + p.name() + "=" + bad, null, null));
                }
            }
        }
        if (op.contentType() != null) {
            bodies(op, path, requests);
        }
        return requests;
    }

    private void bodies(OpenApiOperations.Operation op, String path, List<Request> requests) {
        String type = op.contentType();
        if (type.startsWith("multipart/")) {
            multipart(op, path, requests);
        } else if (type.equals("application/x-www-form-urlencoded")) {
            for (String body : List.of("email=%zz&password=%", "%", "email=a%00b&password=x&csrfToken=%E0%A4%A",
                    "email=" + HUGE + "&password=" + HUGE, "=&=&&==", "json=true&callbackUrl=%00")) {
                requests.add(new Request("form " + abbreviated(body), op.method(), path, type, bytes(body)));
            }
        }
        JsonNode schema = op.bodySchema() == null ? JSON.objectNode() : op.bodySchema();
        JsonNode plausible = plausible(schema, 0);
        String json = "application/json";
        requests.add(new Request("plausible body", op.method(), path, json, bytes(plausible.toString())));
        for (String raw : List.of("{", "{\"a\":", "[]", "null", "\"text\"", "123", "", "{\"a\":\"\\ud800\"}", "[".repeat(5000),
                "{\"a\":1e99999}", "\u0000")) {
            requests.add(new Request("json " + abbreviated(raw), op.method(), path, json, bytes(raw)));
        }
        requests.add(new Request("text/plain body", op.method(), path, "text/plain", bytes("hello")));
        requests.add(new Request("xml body", op.method(), path, "application/xml", bytes("<a>1</a>")));
        requests.add(new Request("json as multipart", op.method(), path, "multipart/form-data; boundary=zzz",
                bytes(plausible.toString())));
        if (plausible instanceof ObjectNode object) {
            mutateFields(op, path, object, object, "", 0, requests);
        }
    }

    /** Each field of the body, and of the first element of its object arrays, replaced by hostile values. */
    private void mutateFields(OpenApiOperations.Operation op, String path, ObjectNode root, ObjectNode node, String prefix, int depth,
                              List<Request> requests) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        for (String name : names) {
            JsonNode original = node.get(name);
            for (Map.Entry<String, JsonNode> hostile : hostileValues(original).entrySet()) {
                node.set(name, hostile.getValue());
                requests.add(new Request("body " + prefix + name + "=" + hostile.getKey(), op.method(), path, "application/json",
                        bytes(root.toString())));
            }
            node.set(name, original);
            if (depth < 2 && original instanceof ArrayNode array && !array.isEmpty() && array.get(0) instanceof ObjectNode element) {
                mutateFields(op, path, root, element, prefix + name + "[0].", depth + 1, requests);
            } else if (depth < 2 && original instanceof ObjectNode object) {
                mutateFields(op, path, root, object, prefix + name + ".", depth + 1, requests);
            }
        }
    }

    private static Map<String, JsonNode> hostileValues(JsonNode original) {
        Map<String, JsonNode> values = new LinkedHashMap<>();
        values.put("null", JSON.nullNode());
        values.put("NUL", JSON.textNode("a\u0000b"));
        values.put("huge string", JSON.textNode(HUGE));
        values.put("huge number", JSON.numberNode(new java.math.BigDecimal("1e400")));
        values.put("negative", JSON.numberNode(-99999999999L));
        values.put("fraction", JSON.numberNode(new java.math.BigDecimal("0.123456789")));
        values.put("boolean", JSON.booleanNode(true));
        values.put("object", JSON.objectNode().put("a", 1));
        values.put("[null]", JSON.arrayNode().add(JSON.nullNode()));
        values.put("[NUL]", JSON.arrayNode().add("\u0000"));
        values.put("empty string", JSON.textNode(""));
        values.put("bad date", JSON.textNode("2026-02-30T25:61:00Z"));
        if (original != null && original.isArray()) {
            values.put("huge array", hugeArray());
        }
        return values;
    }

    private static ArrayNode hugeArray() {
        ArrayNode array = JSON.arrayNode();
        for (int i = 0; i < 2000; i++) {
            array.add(JSON.objectNode().put("text", "q" + i));
        }
        return array;
    }

    private void multipart(OpenApiOperations.Operation op, String path, List<Request> requests) {
        String b = "XyZ";
        String type = "multipart/form-data; boundary=" + b;
        requests.add(new Request("multipart empty", op.method(), path, type, new byte[0]));
        requests.add(new Request("multipart truncated", op.method(), path, type,
                bytes("--" + b + "\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nAna")));
        requests.add(new Request("multipart wrong boundary", op.method(), path, type,
                bytes("--other\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nAna\r\n--other--\r\n")));
        requests.add(new Request("multipart without boundary", op.method(), path, "multipart/form-data", bytes("name=Ana")));
        requests.add(new Request("multipart NUL field", op.method(), path, type,
                bytes("--" + b + "\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\na\u0000b\r\n--" + b + "--\r\n")));
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 1100; i++) {
            many.append("--").append(b).append("\r\nContent-Disposition: form-data; name=\"f").append(i).append("\"\r\n\r\nv\r\n");
        }
        many.append("--").append(b).append("--\r\n");
        requests.add(new Request("multipart 1100 fields", op.method(), path, type, bytes(many.toString())));
        for (String field : doc.properties(op.bodySchema() == null ? JSON.objectNode() : op.bodySchema()).keySet()) {
            requests.add(new Request("multipart huge " + field, op.method(), path, type,
                    bytes("--" + b + "\r\nContent-Disposition: form-data; name=\"" + field + "\"\r\n\r\n" + HUGE + "\r\n--" + b + "--\r\n")));
        }
    }

    /** A body that roughly follows the schema, so that hostile fields reach past the first check. */
    private JsonNode plausible(JsonNode schema, int depth) {
        JsonNode s = doc.resolve(schema);
        if (s.has("example") && depth > 0) {
            return s.get("example");
        }
        if (s.has("enum")) {
            return s.get("enum").get(0);
        }
        String type = s.path("type").isArray() ? s.path("type").get(0).asText() : s.path("type").asText("object");
        return switch (type) {
            case "string" -> JSON.textNode(s.path("format").asText().equals("date-time") ? "2026-11-21T10:24:00.000Z" : "abc");
            case "integer" -> JSON.numberNode(1);
            case "number" -> JSON.numberNode(1);
            case "boolean" -> JSON.booleanNode(true);
            case "array" -> depth > 3 ? JSON.arrayNode() : JSON.arrayNode().add(plausible(s.path("items"), depth + 1));
            default -> {
                ObjectNode object = JSON.objectNode();
                if (depth <= 3) {
                    doc.properties(s).forEach((name, property) -> object.set(name, plausible(property, depth + 1)));
                }
                yield object;
            }
        };
    }

    private static String withIds(String path, String id) {
        return path.replaceAll("\\{[^}]+}", id);
    }

    private static String abbreviated(String value) {
        String printable = value.replace("\u0000", "\\0");
        return printable.length() > 24 ? printable.substring(0, 24) + "...(" + printable.length() + ")" : printable;
    }

    private static byte[] bytes(String text) {
        return text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    static String json(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
