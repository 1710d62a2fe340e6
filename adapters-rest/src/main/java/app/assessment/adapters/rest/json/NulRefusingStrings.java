package app.assessment.adapters.rest.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import java.io.IOException;

/**
 * Every JSON string the service reads is refused when it holds a NUL character: PostgreSQL
 * cannot store one in text, and no field of this API has a use for it. Refusing it here, where
 * the field's path is known, answers 400 naming the field instead of failing deep in a write.
 */
public final class NulRefusingStrings extends StdScalarDeserializer<String> {

    /** The message the problem mapper recognises to word the field error. */
    public static final String MESSAGE = "must not contain the NUL character";

    public NulRefusingStrings() {
        super(String.class);
    }

    @Override
    public String deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        String value = StringDeserializer.instance.deserialize(parser, context);
        if (value != null && value.indexOf('\u0000') >= 0) {
            throw JsonMappingException.from(parser, MESSAGE);
        }
        return value;
    }
}
