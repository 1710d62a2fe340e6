package app.assessment.adapters.identity.oidc;

import app.assessment.domain.shared.DomainException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import org.jose4j.http.SimpleGet;
import org.jose4j.jwa.AlgorithmConstraints;
import org.jose4j.jwk.HttpsJwks;
import org.jose4j.jws.AlgorithmIdentifiers;
import org.jose4j.jwt.JwtClaims;
import org.jose4j.jwt.MalformedClaimException;
import org.jose4j.jwt.consumer.InvalidJwtException;
import org.jose4j.jwt.consumer.JwtConsumer;
import org.jose4j.jwt.consumer.JwtConsumerBuilder;
import org.jose4j.keys.resolvers.HttpsJwksVerificationKeyResolver;

/**
 * Checks an id_token as OpenID Connect Core §3.1.3.7 asks: signature by a key of the
 * provider's JWKS (asymmetric algorithms only, so neither {@code none} nor an HMAC keyed with
 * public material passes), {@code iss}, {@code aud} = client id (and {@code azp} when several
 * audiences), {@code exp}, {@code iat}, and the {@code nonce} of this browser's attempt.
 */
final class IdTokenVerifier {

    private static final int CLOCK_SKEW_SECONDS = 60;

    private final String clientId;
    private final JwtConsumer consumer;

    IdTokenVerifier(ProviderMetadata metadata, String clientId, SimpleGet jwksGet) {
        this.clientId = clientId;
        HttpsJwks jwks = new HttpsJwks(metadata.jwksUri());
        jwks.setSimpleHttpGet(jwksGet);
        // The resolver re-reads the JWKS when a kid is unknown, so provider key rotation needs no restart.
        this.consumer = new JwtConsumerBuilder()
                .setRequireExpirationTime()
                .setRequireIssuedAt()
                .setRequireSubject()
                .setAllowedClockSkewInSeconds(CLOCK_SKEW_SECONDS)
                .setExpectedIssuer(metadata.issuer())
                .setExpectedAudience(clientId)
                .setVerificationKeyResolver(new HttpsJwksVerificationKeyResolver(jwks))
                .setJwsAlgorithmConstraints(AlgorithmConstraints.ConstraintType.PERMIT,
                        AlgorithmIdentifiers.RSA_USING_SHA256, AlgorithmIdentifiers.RSA_USING_SHA384,
                        AlgorithmIdentifiers.RSA_USING_SHA512, AlgorithmIdentifiers.RSA_PSS_USING_SHA256,
                        AlgorithmIdentifiers.RSA_PSS_USING_SHA384, AlgorithmIdentifiers.RSA_PSS_USING_SHA512,
                        AlgorithmIdentifiers.ECDSA_USING_P256_CURVE_AND_SHA256,
                        AlgorithmIdentifiers.ECDSA_USING_P384_CURVE_AND_SHA384,
                        AlgorithmIdentifiers.ECDSA_USING_P521_CURVE_AND_SHA512)
                .build();
    }

    /**
     * The login e-mail the provider vouches for. Only {@code email_verified: true} (a JSON
     * boolean) counts; a missing or non-boolean claim is treated as unverified.
     */
    String verifiedEmail(String idToken, String expectedNonce) {
        JwtClaims claims = claims(idToken);
        try {
            String nonce = claims.getStringClaimValue("nonce");
            if (nonce == null || !MessageDigest.isEqual(nonce.getBytes(StandardCharsets.UTF_8),
                    expectedNonce.getBytes(StandardCharsets.UTF_8))) {
                throw failure("OIDC_NONCE_INVALID", "The id_token does not answer this sign-in attempt");
            }
            List<String> audiences = claims.getAudience();
            if (audiences.size() > 1 && !clientId.equals(claims.getStringClaimValue("azp"))) {
                throw invalid();
            }
            String email = claims.getStringClaimValue("email");
            if (email == null || email.isBlank() || !Boolean.TRUE.equals(claims.getClaimValue("email_verified"))) {
                throw failure("OIDC_EMAIL_UNVERIFIED", "The identity provider did not vouch for an e-mail address");
            }
            return email;
        } catch (MalformedClaimException e) {
            throw invalid();
        }
    }

    private JwtClaims claims(String idToken) {
        try {
            return consumer.processToClaims(idToken);
        } catch (InvalidJwtException e) {
            throw invalid();
        }
    }

    private static DomainException invalid() {
        return failure("OIDC_ID_TOKEN_INVALID", "The identity provider's id_token failed verification");
    }

    private static DomainException failure(String code, String message) {
        return new DomainException(DomainException.Kind.UNAUTHENTICATED, code, message);
    }
}
