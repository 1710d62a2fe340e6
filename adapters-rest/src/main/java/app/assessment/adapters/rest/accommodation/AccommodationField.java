package app.assessment.adapters.rest.accommodation;

import app.assessment.application.port.in.accommodation.AccommodationEdit;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import java.io.IOException;

/**
 * The {@code accommodation} member of a person's body, where absent and {@code null} differ:
 * absent keeps the stored accommodation (the component is null), {@code null} removes it, an
 * object sets it. Plain Jackson reads both absent and null as null, hence this type.
 */
@JsonDeserialize(using = AccommodationField.Reader.class)
public record AccommodationField(AccommodationBody body) {

    /** What the field asks for; a null field (absent from the body) keeps the accommodation. */
    public static AccommodationEdit edit(AccommodationField field) {
        if (field == null) {
            return AccommodationEdit.KEEP;
        }
        return field.body() == null ? AccommodationEdit.REMOVE : AccommodationEdit.set(field.body().input());
    }

    public static final class Reader extends StdDeserializer<AccommodationField> {

        public Reader() {
            super(AccommodationField.class);
        }

        @Override
        public AccommodationField deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return new AccommodationField(context.readValue(parser, AccommodationBody.class));
        }

        /** An explicit {@code null}: remove. */
        @Override
        public AccommodationField getNullValue(DeserializationContext context) {
            return new AccommodationField(null);
        }

        /** Absent from the body: keep. */
        @Override
        public Object getAbsentValue(DeserializationContext context) {
            return null;
        }
    }
}
