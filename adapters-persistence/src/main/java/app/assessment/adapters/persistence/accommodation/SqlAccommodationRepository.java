package app.assessment.adapters.persistence.accommodation;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.attempt.AccommodationOwner;
import app.assessment.application.port.out.attempt.AccommodationRepository;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.attempt.Accommodation;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code accommodations} table (V48), in plain SQL: one row per owner, keyed by owner type
 * and id. Every statement also filters by organization, so another tenant's id finds nothing.
 */
@ApplicationScoped
public class SqlAccommodationRepository implements AccommodationRepository {

    private static final String COLUMNS = "owner_type, owner_id, time_multiplier, extra_minutes, reason";

    private final EntityManager em;

    public SqlAccommodationRepository(EntityManager em) {
        this.em = em;
    }

    /** One query: both candidate rows, the assignment's first (it wins). */
    @Override
    public Optional<Owned> effectiveWithOwner(String organizationId, String assignmentId, Participant participant) {
        AccommodationOwner person = AccommodationOwner.of(participant);
        return Jdbc.query(em, "select " + COLUMNS + " from accommodations where organization_id = ? "
                        + "and ((owner_type = 'ASSIGNMENT' and owner_id = ?) or (owner_type = ? and owner_id = ?)) "
                        + "order by (owner_type = 'ASSIGNMENT') desc limit 1",
                SqlAccommodationRepository::owned, organizationId, assignmentId, person.type().name(), person.id())
                .stream().findFirst();
    }

    @Override
    public Optional<Accommodation> find(String organizationId, AccommodationOwner owner) {
        return Jdbc.query(em, "select " + COLUMNS + " from accommodations where organization_id = ? and owner_type = ? and owner_id = ?",
                SqlAccommodationRepository::owned, organizationId, owner.type().name(), owner.id())
                .stream().findFirst().map(Owned::accommodation);
    }

    @Override
    public void save(String organizationId, AccommodationOwner owner, Accommodation accommodation, Instant at) {
        // Ids are unique across tenants, so the conflict target is never another organization's row;
        // the where clause says so anyway.
        Jdbc.update(em, "insert into accommodations (owner_type, owner_id, organization_id, time_multiplier, extra_minutes, reason, "
                        + "updated_at) values (?, ?, ?, ?, ?, ?, ?) on conflict (owner_type, owner_id) do update set "
                        + "time_multiplier = excluded.time_multiplier, extra_minutes = excluded.extra_minutes, reason = excluded.reason, "
                        + "updated_at = excluded.updated_at where accommodations.organization_id = excluded.organization_id",
                owner.type().name(), owner.id(), organizationId, accommodation.timeMultiplier(), accommodation.extraMinutes(),
                accommodation.reason(), at);
    }

    /** Arrays bound as text and cast by PostgreSQL, one statement for any number of owners. */
    @Override
    public void saveAll(String organizationId, Map<AccommodationOwner, Accommodation> accommodations, Instant at) {
        if (accommodations.isEmpty()) {
            return;
        }
        int n = accommodations.size();
        String[] types = new String[n];
        String[] ids = new String[n];
        String[] multipliers = new String[n];
        String[] minutes = new String[n];
        String[] reasons = new String[n];
        int i = 0;
        for (Map.Entry<AccommodationOwner, Accommodation> e : accommodations.entrySet()) {
            types[i] = e.getKey().type().name();
            ids[i] = e.getKey().id();
            multipliers[i] = e.getValue().timeMultiplier().toPlainString();
            minutes[i] = Integer.toString(e.getValue().extraMinutes());
            reasons[i] = e.getValue().reason();
            i++;
        }
        Jdbc.update(em, "insert into accommodations (owner_type, owner_id, organization_id, time_multiplier, extra_minutes, reason, "
                        + "updated_at) select t.owner_type, t.owner_id, ?, cast(t.multiplier as numeric), cast(t.minutes as integer), "
                        + "t.reason, ? from unnest(cast(? as varchar[]), cast(? as varchar[]), cast(? as varchar[]), "
                        + "cast(? as varchar[]), cast(? as varchar[])) as t(owner_type, owner_id, multiplier, minutes, reason) "
                        + "on conflict (owner_type, owner_id) do update set time_multiplier = excluded.time_multiplier, "
                        + "extra_minutes = excluded.extra_minutes, reason = excluded.reason, updated_at = excluded.updated_at "
                        + "where accommodations.organization_id = excluded.organization_id",
                organizationId, at, types, ids, multipliers, minutes, reasons);
    }

    @Override
    public boolean remove(String organizationId, AccommodationOwner owner) {
        return Jdbc.update(em, "delete from accommodations where organization_id = ? and owner_type = ? and owner_id = ?",
                organizationId, owner.type().name(), owner.id()) > 0;
    }

    private static Owned owned(ResultSet rs) throws SQLException {
        return new Owned(new AccommodationOwner(AccommodationOwner.Type.valueOf(rs.getString("owner_type")), rs.getString("owner_id")),
                new Accommodation(rs.getBigDecimal("time_multiplier"), rs.getInt("extra_minutes"), rs.getString("reason")));
    }
}
