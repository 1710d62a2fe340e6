package app.assessment.adapters.persistence.shared;

import app.assessment.application.port.out.IdGenerator;
import io.github.thibaultmeyer.cuid.CUID;
import jakarta.enterprise.context.ApplicationScoped;

/** CUID v1 ids ('c' + 24 base-36 characters), the format the existing clients know. */
@ApplicationScoped
public class CuidIdGenerator implements IdGenerator {
    @Override
    public String newId() {
        return CUID.randomCUID1().toString();
    }
}
