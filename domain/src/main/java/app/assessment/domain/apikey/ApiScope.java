package app.assessment.domain.apikey;

import app.assessment.domain.shared.Check;

/**
 * What an organization API key may do (issue 47). A route names the one scope it needs; a key
 * reaches exactly the routes whose scope it holds ({@link app.assessment.domain.user.Permissions#keyMayUse}).
 */
public enum ApiScope {
    FORMS_READ("forms:read"),
    FORMS_WRITE("forms:write"),
    PEOPLE_READ("people:read"),
    PEOPLE_WRITE("people:write"),
    ASSIGNMENTS_READ("assignments:read"),
    ASSIGNMENTS_WRITE("assignments:write"),
    RESULTS_READ("results:read"),
    PAYMENTS_READ("payments:read");

    private final String wire;

    ApiScope(String wire) {
        this.wire = wire;
    }

    public String wireValue() {
        return wire;
    }

    public static ApiScope fromWire(String value) {
        return Check.wire("scopes", value, values(), ApiScope::wireValue);
    }
}
