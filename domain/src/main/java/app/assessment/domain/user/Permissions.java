package app.assessment.domain.user;

import app.assessment.domain.apikey.ApiScope;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.shared.DomainException;
import java.util.Objects;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * What a role may do, as small functions, and which organization a request that names one is about
 * ({@link #readScope}, {@link #writeTarget}): services ask here and never test roles themselves
 * (ArchitectureRules). A record of another organization is 404, never 403, whoever asks.
 */
public final class Permissions {

    private Permissions() {
    }

    /** SUPER_ADMIN creates anyone; ADMIN creates anyone but a SUPER_ADMIN; PROFESSOR and STUDENT nobody. */
    public static boolean canCreateUserWithRole(Role actor, Role target) {
        Objects.requireNonNull(target, "target");
        return switch (Objects.requireNonNull(actor, "actor")) {
            case SUPER_ADMIN -> true;
            case ADMIN -> target != Role.SUPER_ADMIN;
            case PROFESSOR, STUDENT -> false;
        };
    }

    /** Admins write any form of their organization; a professor only the forms they created. */
    public static boolean canWriteForm(Role actorRole, String actorId, String formOwnerId) {
        return Objects.requireNonNull(actorRole, "actorRole").isAdmin()
                || Objects.requireNonNull(actorId, "actorId").equals(formOwnerId);
    }

    /**
     * A question bank is changed by its creator or an administrator of its organization; every staff
     * member of the organization may read it and draw from it (ADR 0052: banks are shared).
     */
    public static boolean canWriteBank(Role actorRole, String actorId, String bankOwnerId) {
        return canWriteForm(actorRole, actorId, bankOwnerId);
    }

    /** Administrators manage the organization's payments, and are told what needs their hand (a refund). */
    public static boolean managesPayments(Role role) {
        return Objects.requireNonNull(role, "role").isAdmin();
    }

    /** Administrators manage the organization's webhook endpoints and are told when one is disabled. */
    public static boolean managesWebhooks(Role role) {
        return Objects.requireNonNull(role, "role").isAdmin();
    }

    /** Admins see every assignment, submission and report of the organization; professors their own. */
    public static boolean seesAllOfOrganization(Role role) {
        return Objects.requireNonNull(role, "role").isAdmin();
    }

    /**
     * A form is visible to whoever sees all of the organization, to its owner, and, as a template,
     * to every professor; others' forms are absent (404).
     */
    public static boolean canSeeForm(Role actorRole, String actorId, String formOwnerId, boolean template) {
        return seesAllOfOrganization(actorRole) || Objects.requireNonNull(actorId, "actorId").equals(formOwnerId) || template;
    }

    /** An assignment is visible to whoever sees all of the organization and to the user who made it. */
    public static boolean canSeeAssignment(Role actorRole, String actorId, String assignedById) {
        return seesAllOfOrganization(actorRole) || Objects.requireNonNull(actorId, "actorId").equals(assignedById);
    }

    /**
     * A form's item statistics: whoever sees all of the organization, the form's owner, and a
     * professor who assigned it; {@code assignedIt} is asked only when the others do not decide.
     */
    public static boolean canSeeFormStatistics(Role actorRole, String actorId, String formOwnerId, BooleanSupplier assignedIt) {
        return seesAllOfOrganization(actorRole) || Objects.requireNonNull(actorId, "actorId").equals(formOwnerId)
                || assignedIt.getAsBoolean();
    }

    /**
     * A submission (and its report) is visible to whoever sees its assignment and to the owner of
     * its form; {@code ownsForm} is asked only when the first does not decide.
     */
    public static boolean canSeeSubmission(Role actorRole, String actorId, String assignedById, BooleanSupplier ownsForm) {
        return canSeeAssignment(actorRole, actorId, assignedById) || ownsForm.getAsBoolean();
    }

    /**
     * A STUDENT account sees the assignments, submissions and reports whose participant is the
     * student record the account is linked to, and nothing else (a candidate of the same id included).
     */
    public static boolean studentSees(String linkedStudentId, Participant participant) {
        return participant.studentId().filter(Objects.requireNonNull(linkedStudentId, "linkedStudentId")::equals).isPresent();
    }

    /** The user a listing is narrowed to: none for whoever sees all of the organization, else the actor. */
    public static String narrowedTo(Role actorRole, String actorId) {
        return seesAllOfOrganization(actorRole) ? null : actorId;
    }

    /**
     * Spec, Authentication 9: promoting candidates and deleting candidates, teachers and students
     * are for administrators. Every other read and write of people is open to professors of the
     * organization too (docs/adr/0003-professor-permissions-on-people.md).
     */
    public static boolean canRemovePeopleOrPromote(Role role) {
        return Objects.requireNonNull(role, "role").isAdmin();
    }

    /**
     * Issue 44: the reason of an accommodation (often a health matter) is read by administrators
     * only, and only they import accommodations in bulk; professors see that one exists and its size.
     */
    public static boolean administersAccommodations(Role role) {
        return Objects.requireNonNull(role, "role").isAdmin();
    }

    /**
     * Issue 47: a bulk import creates and overwrites people of the whole organization at once
     * (matched by e-mail or document), so it is an administrator's act, as deleting people is.
     */
    public static boolean importsPeople(Role role) {
        return Objects.requireNonNull(role, "role").isAdmin();
    }

    /** Administrators end the sessions of their organization's users; only a SUPER_ADMIN those of a SUPER_ADMIN. */
    public static boolean canEndSessionsOf(Role actor, Role target) {
        Objects.requireNonNull(target, "target");
        return Objects.requireNonNull(actor, "actor").isAdmin() && (target != Role.SUPER_ADMIN || actor == Role.SUPER_ADMIN);
    }

    /** Administrators read their organization's audit log and sent notifications; a SUPER_ADMIN any organization's. */
    public static boolean readsOrganizationLogs(Role role) {
        return Objects.requireNonNull(role, "role").isAdmin();
    }

    /** The platform's administration (templates, notification settings, organizations) is a SUPER_ADMIN's. */
    public static boolean administersPlatform(Role role) {
        return Objects.requireNonNull(role, "role").isSuperuser();
    }

    /**
     * A user changes their own name fields; anything else of theirs (role, activation, password, linked student),
     * and anything of another user, is an administrator's.
     */
    public static boolean canUpdateUser(Role actor, boolean self, boolean administeredFields) {
        return self && !administeredFields || Objects.requireNonNull(actor, "actor").isAdmin();
    }

    /** Only a SUPER_ADMIN changes a SUPER_ADMIN. */
    public static boolean canChangeUserOfRole(Role actor, Role target) {
        return Objects.requireNonNull(target, "target") != Role.SUPER_ADMIN || Objects.requireNonNull(actor, "actor") == Role.SUPER_ADMIN;
    }

    /** Issue 47: administrators create, list and revoke their organization's API keys. */
    public static boolean administersApiKeys(Role role) {
        return Objects.requireNonNull(role, "role").isAdmin();
    }

    /**
     * Issue 47: an API key reaches a route only when the route names a scope ({@code required}, null for the
     * routes no key may call: administration, users, settings, audit, keys) and the key holds it.
     */
    public static boolean keyMayUse(Set<ApiScope> granted, ApiScope required) {
        return required != null && granted.contains(required);
    }

    /**
     * The organization a read is about when the request may name one ({@code requested}, null when it does not):
     * a SUPER_ADMIN's is the one named, or every organization (null); anyone else's is their own, and naming
     * another is 404 {@code Organization}, as any record of another tenant.
     */
    public static String readScope(Role role, String own, String requested) {
        if (administersPlatform(role)) {
            return blank(requested) ? null : requested;
        }
        return ownOr404(own, requested);
    }

    /**
     * The organization a write is about: a SUPER_ADMIN's is the one named, or their own; anyone else's is their own,
     * and naming another is 404 {@code Organization}. The caller checks that a named organization exists (404).
     */
    public static String writeTarget(Role role, String own, String requested) {
        if (administersPlatform(role)) {
            return blank(requested) ? Objects.requireNonNull(own, "own") : requested;
        }
        return ownOr404(own, requested);
    }

    private static String ownOr404(String own, String requested) {
        if (!blank(requested) && !requested.equals(Objects.requireNonNull(own, "own"))) {
            throw DomainException.notFound("Organization");
        }
        return own;
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }
}
