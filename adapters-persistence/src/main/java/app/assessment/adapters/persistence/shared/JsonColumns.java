package app.assessment.adapters.persistence.shared;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * JSON columns (score ranges, answers, drafts, audit changes). What the service writes must
 * serialise and what it stored must read back, so a failure either way is a defect, not bad input.
 */
@ApplicationScoped
public class JsonColumns {

    private final ObjectMapper json;
    private final ObjectMapper withoutNulls;

    public JsonColumns(ObjectMapper json) {
        this.json = json;
        this.withoutNulls = json.copy().setSerializationInclusion(JsonInclude.Include.NON_NULL);
    }

    /**
     * As {@link #write}, leaving out null fields: records that grew optional fields (typed answers,
     * ADR 0050) keep the JSON they wrote before for the values that have none.
     */
    public String writeWithoutNulls(Object value, String what) {
        try {
            return withoutNulls.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(what + " are not serialisable", e);
        }
    }

    /** @param what names the value in the failure, e.g. "Draft answers" */
    public String write(Object value, String what) {
        try {
            return json.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(what + " are not serialisable", e);
        }
    }

    public <T> T read(String stored, TypeReference<T> type, String what) {
        try {
            return json.readValue(stored, type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Stored " + what + " are not valid JSON", e);
        }
    }
}
