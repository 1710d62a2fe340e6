package app.assessment.bootstrap.testsupport;


import java.util.Arrays;
import java.util.OptionalDouble;

/** One read of {@code /q/metrics} on the management port, the Prometheus text an operator's scraper sees. */
public final class Scrape {

    private final String text;

    private Scrape(String text) {
        this.text = text;
    }

    public static Scrape now() {
        return new Scrape(Management.request().get("/q/metrics").then().statusCode(200).extract().asString());
    }

    public String text() {
        return text;
    }

    /**
     * The value of the series {@code name} whose labels include every {@code key="value"} given,
     * or empty when no such series is exposed.
     */
    public OptionalDouble value(String name, String... labels) {
        return text.lines().filter(line -> line.startsWith(name + "{") || line.startsWith(name + " "))
                .filter(line -> Arrays.stream(labels).allMatch(label -> labelsOf(line).contains(label)))
                .mapToDouble(line -> Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)))
                .findFirst();
    }

    /** As {@link #value}, 0 when the series is not exposed yet. */
    public double count(String name, String... labels) {
        return value(name, labels).orElse(0);
    }

    private static String labelsOf(String line) {
        int open = line.indexOf('{');
        return open < 0 ? "" : line.substring(open, line.indexOf('}') + 1);
    }
}
