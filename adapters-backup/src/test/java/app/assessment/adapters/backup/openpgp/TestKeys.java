package app.assessment.adapters.backup.openpgp;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Date;
import org.bouncycastle.bcpg.ArmoredOutputStream;
import org.bouncycastle.bcpg.HashAlgorithmTags;
import org.bouncycastle.bcpg.PublicKeyPacket;
import org.bouncycastle.bcpg.SymmetricKeyAlgorithmTags;
import org.bouncycastle.crypto.generators.RSAKeyPairGenerator;
import org.bouncycastle.crypto.params.RSAKeyGenerationParameters;
import org.bouncycastle.openpgp.PGPException;
import org.bouncycastle.openpgp.PGPKeyRingGenerator;
import org.bouncycastle.openpgp.PGPPublicKey;
import org.bouncycastle.openpgp.PGPSignature;
import org.bouncycastle.openpgp.operator.PGPDigestCalculator;
import org.bouncycastle.openpgp.operator.bc.BcPBESecretKeyEncryptorBuilder;
import org.bouncycastle.openpgp.operator.bc.BcPGPContentSignerBuilder;
import org.bouncycastle.openpgp.operator.bc.BcPGPDigestCalculatorProvider;
import org.bouncycastle.openpgp.operator.bc.BcPGPKeyPair;

/** An RSA OpenPGP key made with Bouncy Castle, armored as gpg exports it: the always-available recipient for tests. */
record TestKeys(String armoredPublic, byte[] armoredSecret, char[] passphrase) {

    static TestKeys generate(String userId, String passphrase) throws PGPException, IOException {
        RSAKeyPairGenerator rsa = new RSAKeyPairGenerator();
        rsa.init(new RSAKeyGenerationParameters(BigInteger.valueOf(0x10001), new SecureRandom(), 2048, 12));
        BcPGPKeyPair pair = new BcPGPKeyPair(PublicKeyPacket.VERSION_4, PGPPublicKey.RSA_GENERAL, rsa.generateKeyPair(), new Date());
        PGPDigestCalculator sha1 = new BcPGPDigestCalculatorProvider().get(HashAlgorithmTags.SHA1);
        PGPKeyRingGenerator rings = new PGPKeyRingGenerator(PGPSignature.POSITIVE_CERTIFICATION, pair, userId, sha1, null, null,
                new BcPGPContentSignerBuilder(PGPPublicKey.RSA_GENERAL, HashAlgorithmTags.SHA256),
                new BcPBESecretKeyEncryptorBuilder(SymmetricKeyAlgorithmTags.AES_256, sha1).build(passphrase.toCharArray()));
        ByteArrayOutputStream publicKey = new ByteArrayOutputStream();
        try (OutputStream armored = new ArmoredOutputStream(publicKey)) {
            rings.generatePublicKeyRing().encode(armored);
        }
        ByteArrayOutputStream secretKey = new ByteArrayOutputStream();
        try (OutputStream armored = new ArmoredOutputStream(secretKey)) {
            rings.generateSecretKeyRing().encode(armored);
        }
        return new TestKeys(publicKey.toString(StandardCharsets.US_ASCII), secretKey.toByteArray(), passphrase.toCharArray());
    }
}
