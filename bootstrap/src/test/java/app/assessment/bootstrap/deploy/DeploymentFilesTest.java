package app.assessment.bootstrap.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * The compose file and the Kubernetes example are YAML that parses, and every variable they give
 * the service is one the service reads (application.properties), so a renamed setting cannot
 * leave a deployment example silently configuring nothing.
 */
class DeploymentFilesTest {

    private static final Path ROOT = Path.of("..");
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Read by the JVM or the image itself, not by application.properties. */
    private static final Set<String> NOT_FROM_PROPERTIES = Set.of("JAVA_OPTS");

    @Test
    void kubernetesManifests_parse_andHaveTheKindsADeploymentNeeds() throws IOException {
        List<JsonNode> documents = kubernetesDocuments();
        List<String> kinds = documents.stream().map(d -> d.path("kind").asText()).toList();

        assertThat(kinds).contains("Deployment", "Service", "Secret", "CronJob");
        assertThat(documents).allSatisfy(d -> {
            assertThat(d.path("apiVersion").asText()).isNotBlank();
            assertThat(d.path("metadata").path("name").asText()).isNotBlank();
        });
        JsonNode container = deployment(documents).path("spec").path("template").path("spec").path("containers").get(0);
        assertThat(container.path("readinessProbe").path("httpGet").path("path").asText()).isEqualTo("/q/health/ready");
        assertThat(container.path("livenessProbe").path("httpGet").path("path").asText()).isEqualTo("/q/health/live");
        // Issue 42: the probes reach the management port, a named container port of 9000.
        assertThat(container.path("readinessProbe").path("httpGet").path("port").asText()).isEqualTo("management");
        assertThat(container.path("livenessProbe").path("httpGet").path("port").asText()).isEqualTo("management");
        assertThat(container.path("ports").findValuesAsText("name")).contains("http", "management");
    }

    @Test
    void everyCronRoute_hasACronJob_andACrontabLine() throws IOException {
        Set<String> routes = cronRoutes();
        List<String> cronJobCalls = new ArrayList<>();
        for (JsonNode document : kubernetesDocuments()) {
            if (document.path("kind").asText().equals("CronJob")) {
                document.findValues("args").forEach(args -> args.forEach(arg -> cronJobCalls.add(arg.asText())));
            }
        }
        String crontab = Files.readString(ROOT.resolve("deploy/cron/crontab"));

        assertThat(routes).isNotEmpty().allSatisfy(route -> {
            assertThat(cronJobCalls).anySatisfy(call -> assertThat(call).endsWith("/api/cron/" + route));
            assertThat(crontab).containsPattern("call-cron " + Pattern.quote(route) + "(\\s|$)");
        });
    }

    @Test
    void everyVariableTheExamplesSet_isReadByTheService() throws IOException {
        Set<String> known = variablesInProperties();
        Set<String> used = new HashSet<>();
        for (JsonNode document : kubernetesDocuments()) {
            switch (document.path("kind").asText()) {
                case "Secret" -> document.path("stringData").fieldNames().forEachRemaining(used::add);
                case "Deployment" -> document.findValues("env").forEach(env -> env.forEach(e -> used.add(e.path("name").asText())));
                default -> { }
            }
        }
        JsonNode compose = compose();
        compose.path("x-app").path("environment").fieldNames().forEachRemaining(used::add);

        used.removeAll(NOT_FROM_PROPERTIES);
        assertThat(used).isNotEmpty();
        assertThat(known).containsAll(used);
    }

    @Test
    void composeFile_runsTwoInstances_overOneDatabaseAndOneRedis() throws IOException {
        JsonNode services = compose().path("services");
        List<String> instances = new ArrayList<>();
        services.properties().forEach(service -> {
            if (service.getValue().path("environment").has("DB_URL")) {
                instances.add(service.getKey());
            }
        });

        assertThat(instances).hasSize(2);
        assertThat(services.has("postgres")).isTrue();
        assertThat(services.path("postgres").path("image").asText()).startsWith("postgres:15");
        assertThat(services.path("redis").path("image").asText()).startsWith("redis:7");
        assertThat(services.has("cron")).isTrue();
    }

    /**
     * The image's JVM options start a Java 25 JVM (the image's JRE, docs/adr/0047): an option the JDK
     * does not know (a typo, or one newer than the JDK) would stop every container at start. The
     * JDK 25 beside the default one is AOT_JAVA's, else Temurin's usual place on these machines. The
     * AOT cache exists only in the image, so its option is left out.
     */
    @Test
    void imageJvmOptions_startAJava25Jvm() throws Exception {
        Matcher m = Pattern.compile("JAVA_OPTS=\"([^\"]+)\"").matcher(Files.readString(ROOT.resolve("bootstrap/src/main/docker/Dockerfile.jvm")));
        assertThat(m.find()).isTrue();
        String java25 = Objects.requireNonNullElse(System.getenv("AOT_JAVA"), "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java");
        assertThat(Path.of(java25)).as("a JDK 25 (AOT_JAVA)").isExecutable();
        List<String> command = new ArrayList<>(List.of(java25));
        Stream.of(m.group(1).split(" +")).filter(o -> !o.startsWith("-XX:AOTCache=")).forEach(command::add);
        command.add("-XX:+PrintFlagsFinal");
        command.add("-version");

        Process java = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(java.getInputStream().readAllBytes());

        assertThat(java.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(java.exitValue()).as(output).isZero();
        assertThat(output).doesNotContain("Unrecognized VM option", "Ignoring option")
            .containsPattern("TrimNativeHeapInterval += 5000 ")
            .containsPattern("UseSerialGC += true ")
            .containsPattern("UseCompactObjectHeaders += true ");
    }

    private static JsonNode deployment(List<JsonNode> documents) {
        return documents.stream().filter(d -> d.path("kind").asText().equals("Deployment")).findFirst().orElseThrow();
    }

    private static List<JsonNode> kubernetesDocuments() throws IOException {
        List<JsonNode> documents = new ArrayList<>();
        try (Stream<Path> files = Files.list(ROOT.resolve("deploy/kubernetes"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".yaml")).sorted().toList()) {
                documents.addAll(yaml(file));
            }
        }
        return documents;
    }

    private static JsonNode compose() throws IOException {
        return yaml(ROOT.resolve("compose.yaml")).get(0);
    }

    /** SnakeYAML, as Compose reads it: anchors, aliases and {@code <<} merge keys resolved. */
    private static List<JsonNode> yaml(Path file) throws IOException {
        List<JsonNode> documents = new ArrayList<>();
        for (Object document : new Yaml(new SafeConstructor(new LoaderOptions())).loadAll(Files.readString(file))) {
            documents.add(JSON.valueToTree(document));
        }
        return documents;
    }

    /** ${NAME:...} and ${NAME} references in application.properties. */
    private static Set<String> variablesInProperties() throws IOException {
        String properties = Files.readString(ROOT.resolve("bootstrap/src/main/resources/application.properties"));
        Set<String> names = new HashSet<>();
        Matcher m = Pattern.compile("\\$\\{([A-Z][A-Z0-9_]*)[:}]").matcher(properties);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    /** The paths under /api/cron of the cron resource, but its own health probe. */
    private static Set<String> cronRoutes() throws IOException {
        Set<String> routes = new HashSet<>();
        try (Stream<Path> files = Files.walk(ROOT.resolve("adapters-rest/src/main/java/app/assessment/adapters/rest/cron"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher m = Pattern.compile("@Path\\(\"/([a-z0-9-]+)\"\\)").matcher(Files.readString(file));
                while (m.find()) {
                    routes.add(m.group(1));
                }
            }
        }
        routes.remove("health");
        return routes;
    }
}
