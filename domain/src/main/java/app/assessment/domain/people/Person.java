package app.assessment.domain.people;

/** What every kind of person an organization imports (students, candidates) is known by. */
public interface Person {

    String id();

    String email();

    String cpfCnpj();
}
