package app.assessment.archfixtures.application.port.out;

/** An out-port for the naming rule's fixture. */
public interface Gradebook {
    String grade(String id);
}
