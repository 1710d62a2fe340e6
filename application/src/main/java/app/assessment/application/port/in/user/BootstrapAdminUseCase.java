package app.assessment.application.port.in.user;

/** docs/api.md §10: on an empty database, create the first organization and its super administrator. */
public interface BootstrapAdminUseCase {

    /**
     * Whether {@link #ensureAdmin} could still create anyone: false once any user exists. Starts no
     * transaction, so a restart over a populated database asks it and goes no further.
     */
    boolean needed();

    /** @return true when the administrator was created now; false when any user already existed */
    boolean ensureAdmin(String email, String password, String organizationName);
}
