package app.assessment.archfixtures.application.service;

public class SomeService {
    public String run() {
        return "done";
    }
}
