package app.assessment.archfixtures.application.port.out;

/** Breaks the port rule on purpose: a port is an interface or a record. */
public class ClassAsPort {
}
