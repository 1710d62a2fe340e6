package app.assessment.adapters.rest.auth;

/**
 * NextAuth's {@code pages} ({@code app.auth.pages.*}): a path on APP_URL or an absolute URL, {@code [locale]} filled in.
 * Produced by bootstrap, which maps {@code app.auth} once for this adapter and the identity adapter (ADR 0037 item 7).
 */
public record SignInPagesSettings(String signIn, String signOut, String error) {
}
