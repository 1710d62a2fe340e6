package app.assessment.bootstrap.testsupport;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;

/**
 * A server-sent events client on java.net.http, reading the stream line by line on a thread of
 * its own, as a browser's EventSource would (without reconnecting: tests resume by hand).
 */
public final class EventStream implements AutoCloseable {

    public record Event(String id, String name, String data) {
    }

    private final List<Event> events = new CopyOnWriteArrayList<>();
    private final List<String> comments = new CopyOnWriteArrayList<>();
    private final List<String> retries = new CopyOnWriteArrayList<>();
    private final HttpResponse<Stream<String>> response;
    private final Thread reader;
    private volatile boolean ended;

    private EventStream(HttpResponse<Stream<String>> response) {
        this.response = response;
        this.reader = new Thread(this::read, "test-event-stream");
        reader.setDaemon(true);
        reader.start();
    }

    public static EventStream open(URI uri, Map<String, String> headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).GET().header("Accept", "text/event-stream");
        headers.forEach(request::header);
        try {
            HttpResponse<Stream<String>> response = HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofLines());
            return new EventStream(response);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private void read() {
        String id = null;
        String name = null;
        StringBuilder data = null;
        try {
            for (String line : (Iterable<String>) response.body()::iterator) {
                if (line.isEmpty()) {
                    if (data != null) {
                        events.add(new Event(id, name, data.toString()));
                    }
                    id = null;
                    name = null;
                    data = null;
                } else if (line.startsWith(":")) {
                    comments.add(line.substring(1).strip());
                } else if (line.startsWith("id:")) {
                    id = line.substring(3).strip();
                } else if (line.startsWith("event:")) {
                    name = line.substring(6).strip();
                } else if (line.startsWith("retry:")) {
                    retries.add(line.substring(6).strip());
                } else if (line.startsWith("data:")) {
                    data = data == null ? new StringBuilder() : data.append('\n');
                    data.append(line.substring(5).strip());
                }
            }
        } catch (RuntimeException closed) {
            // the stream was cut: ended below
        } finally {
            ended = true;
        }
    }

    public int status() {
        return response.statusCode();
    }

    public String contentType() {
        return response.headers().firstValue("content-type").orElse("");
    }

    public List<Event> events() {
        return List.copyOf(events);
    }

    public List<String> ids() {
        return events.stream().map(Event::id).toList();
    }

    public List<String> comments() {
        return List.copyOf(comments);
    }

    public List<String> retries() {
        return List.copyOf(retries);
    }

    public boolean ended() {
        return ended;
    }

    @Override
    public void close() {
        response.body().close();
        reader.interrupt();
    }
}
