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
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;

/**
 * docs/api.md §1 on the wire: instants always with exactly three fraction digits in UTC (the
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
        char[] text = new char[WIRE_LENGTH];
        return write(instant, text) ? new String(text) : INSTANT.format(instant);
    }

    private static final int WIRE_LENGTH = "2026-11-21T10:24:00.000Z".length();
    private static final long FIRST_FOUR_DIGIT_YEAR = Instant.parse("0001-01-01T00:00:00Z").getEpochSecond();
    private static final long PAST_FOUR_DIGIT_YEARS = Instant.parse("+10000-01-01T00:00:00Z").getEpochSecond();

    /**
     * {@link #INSTANT}'s text, digit by digit into {@code text}, for years 1 to 9999 (false for
     * others, which {@link #INSTANT} formats). The formatter built a LocalDateTime and three
     * strings per instant: a fifth of the reports list's JSON writing, with twenty instants a page.
     */
    private static boolean write(Instant instant, char[] text) {
        long seconds = instant.getEpochSecond();
        if (seconds < FIRST_FOUR_DIGIT_YEAR || seconds >= PAST_FOUR_DIGIT_YEARS) {
            return false;
        }
        LocalDate date = LocalDate.ofEpochDay(Math.floorDiv(seconds, 86_400));
        int secondOfDay = (int) Math.floorMod(seconds, 86_400);
        digits(text, 0, date.getYear(), 4);
        text[4] = '-';
        digits(text, 5, date.getMonthValue(), 2);
        text[7] = '-';
        digits(text, 8, date.getDayOfMonth(), 2);
        text[10] = 'T';
        digits(text, 11, secondOfDay / 3600, 2);
        text[13] = ':';
        digits(text, 14, secondOfDay / 60 % 60, 2);
        text[16] = ':';
        digits(text, 17, secondOfDay % 60, 2);
        text[19] = '.';
        digits(text, 20, instant.getNano() / 1_000_000, 3);
        text[23] = 'Z';
        return true;
    }

    /** {@code value} as {@code width} decimal digits, zero-padded, at {@code at}. */
    private static void digits(char[] text, int at, int value, int width) {
        for (int i = at + width - 1; i >= at; i--) {
            text[i] = (char) ('0' + value % 10);
            value /= 10;
        }
    }

    private static final class InstantSerializer extends JsonSerializer<Instant> {
        @Override
        public void serialize(Instant value, JsonGenerator gen, SerializerProvider serializers) throws IOException {
            char[] text = new char[WIRE_LENGTH];
            if (write(value, text)) {
                gen.writeString(text, 0, WIRE_LENGTH);
            } else {
                gen.writeString(INSTANT.format(value));
            }
        }
    }
}
