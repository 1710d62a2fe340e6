package app.assessment.adapters.rest.json;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;

/**
 * CONTRACT §1 on the wire: instants always with exactly three fraction digits in UTC (the
 * original service's JavaScript {@code toISOString()}), unknown request fields ignored, and no
 * string with a NUL character accepted ({@link NulRefusingStrings}).
 */
@Singleton
public class JsonConventions implements ObjectMapperCustomizer {

    /**
     * ISO-8601 in UTC with exactly three fraction digits, truncated ({@code 2026-11-21T10:24:00.000Z}):
     * the same text as the pattern {@code yyyy-MM-dd'T'HH:mm:ss.SSS'Z'} in UTC, formatted from the
     * instant's seconds directly. The pattern went through a zoned date-time and a BigDecimal
     * fraction on every call, and formatting the session's expiry was 4% of the session read's CPU.
     */
    public static final DateTimeFormatter INSTANT = new DateTimeFormatterBuilder().appendInstant(3).toFormatter();

    /** Runs after Quarkus' own customizer, so this Instant format replaces JavaTimeModule's. */
    @Override
    public int priority() {
        return MINIMUM_PRIORITY;
    }

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        mapper.enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);
        mapper.disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
        // [null] where a list of objects is expected is a malformed request (400 naming the
        // element), not a null for the use case to trip over.
        mapper.setDefaultSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL));
        SimpleModule module = new SimpleModule("assessment-wire");
        module.addSerializer(Instant.class, new InstantSerializer());
        module.addDeserializer(String.class, new NulRefusingStrings());
        mapper.registerModule(module);
    }

    /** Formats an instant; public for headers and hand-built bodies that need the same text. */
    public static String format(Instant instant) {
        return INSTANT.format(instant);
    }

    private static final class InstantSerializer extends JsonSerializer<Instant> {
        @Override
        public void serialize(Instant value, JsonGenerator gen, SerializerProvider serializers) throws IOException {
            gen.writeString(INSTANT.format(value));
        }
    }
}
