package app.assessment.bootstrap.assignment;

import app.assessment.bootstrap.testsupport.Browser;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.HashMap;
import java.util.Map;

/** Builds forms, people and assignments through the API, as a teacher would. */
public final class Fixtures {

    private final Browser as;

    public Fixtures(Browser as) {
        this.as = as;
    }

    public JsonPath form(String title) {
        return form(FormBodies.science(title));
    }

    public JsonPath form(Map<String, Object> body) {
        return as.request().contentType(ContentType.JSON).body(body).post("/api/forms").then().statusCode(201).extract().jsonPath();
    }

    public String student(String name) {
        return as.request().contentType(ContentType.JSON).body(Map.of("name", name, "status", "ACTIVE")).post("/api/students")
                .then().statusCode(201).extract().path("id");
    }

    /** A student with a payer document (CPF or CNPJ), as the provider's payment methods need. */
    public String student(String name, String cpfCnpj) {
        return as.request().contentType(ContentType.JSON).body(Map.of("name", name, "status", "ACTIVE", "cpfCnpj", cpfCnpj))
                .post("/api/students").then().statusCode(201).extract().path("id");
    }

    public String candidate(String name, String cpfCnpj) {
        return as.request().contentType(ContentType.JSON).body(Map.of("name", name, "status", "ACTIVE", "cpfCnpj", cpfCnpj))
                .post("/api/candidates").then().statusCode(201).extract().path("id");
    }

    public String candidate(String name) {
        return as.request().contentType(ContentType.JSON).body(Map.of("name", name, "status", "ACTIVE")).post("/api/candidates")
                .then().statusCode(201).extract().path("id");
    }

    public JsonPath assign(String formId, Map<String, Object> participant) {
        Map<String, Object> body = new HashMap<>(participant);
        body.put("formId", formId);
        return as.request().contentType(ContentType.JSON).body(body).post("/api/assignments").then().statusCode(201).extract().jsonPath();
    }
}
