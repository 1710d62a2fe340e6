package app.assessment.application.fakes;

import app.assessment.application.port.out.payment.ChargeRepository;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.Charge;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The current charge of each assignment of {@link InMemoryAssignments}, the ones replaced, and
 * creation claims. A test makes the next insert fail with {@link #failNextInsert}, as a local
 * write failing after the provider answered. No transactions: a test asserts what a rollback
 * would keep, not what it would undo.
 */
public final class InMemoryCharges implements ChargeRepository {

    private final InMemoryAssignments assignments;
    public final Map<String, Charge> current = new HashMap<>();
    public final List<Charge> replaced = new ArrayList<>();
    /** Creation claims by assignment id, with the time each was taken. */
    public final Map<String, Instant> claims = new HashMap<>();
    public RuntimeException failNextInsert;

    public InMemoryCharges(InMemoryAssignments assignments) {
        this.assignments = assignments;
    }

    @Override
    public Optional<AssignmentPayment> lock(String assignmentId) {
        return find(assignmentId);
    }

    @Override
    public Optional<AssignmentPayment> find(String assignmentId) {
        Assignment assignment = assignments.byId.get(assignmentId);
        return assignment == null ? Optional.empty() : Optional.of(new AssignmentPayment(assignmentId,
                assignment.organizationId(), Optional.ofNullable(current.get(assignmentId))));
    }

    @Override
    public Optional<ProviderPaymentOwner> ownerOfProviderPayment(String providerPaymentId) {
        List<Charge> all = new ArrayList<>(replaced);
        all.addAll(current.values());
        return all.stream().filter(c -> providerPaymentId.equals(c.providerPaymentId())).findFirst()
                .map(c -> new ProviderPaymentOwner(c.assignmentId(), c.id()));
    }

    @Override
    public void insert(Charge charge) {
        if (failNextInsert != null) {
            RuntimeException failure = failNextInsert;
            failNextInsert = null;
            throw failure;
        }
        Charge before = current.put(charge.assignmentId(), charge);
        if (before != null) {
            replaced.add(before);
        }
    }

    @Override
    public void update(Charge charge) {
        Charge stored = current.get(charge.assignmentId());
        if (stored == null || !stored.id().equals(charge.id())) {
            throw new IllegalStateException("Charge " + charge.id() + " is not the current charge of its assignment");
        }
        current.put(charge.assignmentId(), charge);
    }

    @Override
    public boolean claimCreation(String assignmentId, Instant now, Instant staleBefore) {
        Instant held = claims.get(assignmentId);
        if (held != null && !held.isBefore(staleBefore)) {
            return false;
        }
        claims.put(assignmentId, now);
        return true;
    }

    @Override
    public void releaseCreation(String assignmentId) {
        claims.remove(assignmentId);
    }
}
