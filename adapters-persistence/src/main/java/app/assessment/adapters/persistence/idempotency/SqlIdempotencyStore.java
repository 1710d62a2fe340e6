package app.assessment.adapters.persistence.idempotency;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.in.idempotency.IdempotentRequestsUseCase.Answer;
import app.assessment.application.port.out.idempotency.IdempotencyStore;
import app.assessment.domain.idempotency.IdempotentRequest;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Optional;

/**
 * Idempotency-Key records (V53), each statement committed on its own (REQUIRES_NEW): the claim must be
 * seen by other instances while the request it guards is still running. The claim is an
 * {@code insert ... on conflict do nothing} on (caller, key), so of any number of concurrent first
 * attempts exactly one inserts; the rule for the others is {@link IdempotentRequest#repeatOf}.
 */
@ApplicationScoped
public class SqlIdempotencyStore implements IdempotencyStore {

    private final EntityManager em;

    public SqlIdempotencyStore(EntityManager em) {
        this.em = em;
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public boolean tryClaim(IdempotentRequest request, Instant now) {
        return Jdbc.update(em, "insert into idempotency_keys (caller, idempotency_key, request_hash, created_at) "
                + "values (?, ?, ?, ?) on conflict do nothing", request.caller(), request.key(), request.fingerprint(), now) == 1;
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Optional<Stored> find(IdempotentRequest request) {
        return Jdbc.query(em, "select request_hash, created_at, completed_at, status, content_type, location, body "
                + "from idempotency_keys where caller = ? and idempotency_key = ?", rs -> new Stored(rs.getString("request_hash"),
                Jdbc.instant(rs, "created_at"), rs.getTimestamp("completed_at") == null ? Optional.empty()
                        : Optional.of(new Answer(rs.getInt("status"), rs.getString("content_type"), rs.getString("location"),
                                rs.getBytes("body")))),
                request.caller(), request.key()).stream().findFirst();
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public boolean takeOver(IdempotentRequest request, Instant claimedAt, Instant now) {
        return Jdbc.update(em, "update idempotency_keys set created_at = ? where caller = ? and idempotency_key = ? "
                + "and created_at = ? and completed_at is null", now, request.caller(), request.key(), claimedAt) == 1;
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void complete(IdempotentRequest request, Answer answer, Instant now) {
        Jdbc.update(em, "update idempotency_keys set completed_at = ?, status = ?, content_type = ?, location = ?, body = ? "
                + "where caller = ? and idempotency_key = ?", now, answer.status(), answer.contentType(), answer.location(),
                answer.body(), request.caller(), request.key());
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void release(IdempotentRequest request) {
        Jdbc.update(em, "delete from idempotency_keys where caller = ? and idempotency_key = ? and completed_at is null",
                request.caller(), request.key());
    }
}
