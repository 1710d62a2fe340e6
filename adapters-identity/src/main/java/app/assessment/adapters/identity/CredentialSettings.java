package app.assessment.adapters.identity;

/**
 * This adapter's share of {@code app.auth} (ADR 0037 item 7: a group two adapters need is mapped once, in
 * bootstrap, which produces this record; the REST adapter gets the sign-in pages).
 *
 * @param bcryptCost bcrypt's work factor
 * @param totpIssuer the issuer authenticator apps show beside an enrolled account
 */
public record CredentialSettings(int bcryptCost, String totpIssuer) {
}
