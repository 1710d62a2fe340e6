package app.assessment.archfixtures.adapters.persistence;

public class SomeRepository {
    public String find() {
        return "row";
    }
}
