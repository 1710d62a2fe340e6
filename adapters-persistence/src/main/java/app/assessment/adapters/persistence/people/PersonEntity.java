package app.assessment.adapters.persistence.people;

import app.assessment.domain.shared.SearchText;
import jakarta.persistence.Column;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import java.time.Instant;

/** The columns students, candidates and teachers share (V4__people.sql), and what makes a row visible. */
@MappedSuperclass
public abstract class PersonEntity {
    @Id
    public String id;
    @Column(name = "organization_id", nullable = false)
    public String organizationId;
    @Column(nullable = false)
    public String name;
    @Column(name = "search_name", nullable = false)
    public String searchName;
    public String email;
    public String phone;
    @Column(name = "created_at", nullable = false)
    public Instant createdAt;
    @Column(name = "updated_at", nullable = false)
    public Instant updatedAt;
    @Column(name = "deleted_at")
    public Instant deletedAt;

    /** Another organization's or a removed row reads as absent (404), never as forbidden. */
    boolean visibleIn(String organizationIdOfReader) {
        return deletedAt == null && organizationId.equals(organizationIdOfReader);
    }

    void copyPerson(String personId, String personOrganizationId, String personName, String personEmail,
                    String personPhone, Instant personCreatedAt, Instant now) {
        id = personId;
        organizationId = personOrganizationId;
        name = personName;
        searchName = SearchText.normalize(personName);
        email = personEmail;
        phone = personPhone;
        createdAt = personCreatedAt;
        updatedAt = now;
    }
}
