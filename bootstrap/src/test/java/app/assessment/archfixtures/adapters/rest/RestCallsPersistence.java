package app.assessment.archfixtures.adapters.rest;

import app.assessment.archfixtures.adapters.persistence.SomeRepository;

/** Breaks adapter isolation on purpose. */
public class RestCallsPersistence {
    public String read(SomeRepository repository) {
        return repository.find();
    }
}
