package app.assessment.adapters.backup.openpgp;

import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.bouncycastle.openpgp.PGPCompressedData;
import org.bouncycastle.openpgp.PGPEncryptedData;
import org.bouncycastle.openpgp.PGPEncryptedDataList;
import org.bouncycastle.openpgp.PGPException;
import org.bouncycastle.openpgp.PGPLiteralData;
import org.bouncycastle.openpgp.PGPMarker;
import org.bouncycastle.openpgp.PGPPBEEncryptedData;
import org.bouncycastle.openpgp.PGPPrivateKey;
import org.bouncycastle.openpgp.PGPPublicKeyEncryptedData;
import org.bouncycastle.openpgp.PGPSecretKey;
import org.bouncycastle.openpgp.PGPSecretKeyRingCollection;
import org.bouncycastle.openpgp.PGPUtil;
import org.bouncycastle.openpgp.bc.BcPGPObjectFactory;
import org.bouncycastle.openpgp.operator.bc.BcKeyFingerprintCalculator;
import org.bouncycastle.openpgp.operator.bc.BcPBEDataDecryptorFactory;
import org.bouncycastle.openpgp.operator.bc.BcPBESecretKeyDecryptorBuilder;
import org.bouncycastle.openpgp.operator.bc.BcPGPDigestCalculatorProvider;
import org.bouncycastle.openpgp.operator.bc.BcPublicKeyDataDecryptorFactory;

/**
 * Opens a backup for the restore command: with the passphrase, or with a private key (as
 * {@code gpg --armor --export-secret-keys} prints it) and that key's passphrase. Refuses data
 * without integrity protection, and checks the modification detection code when the plaintext
 * has been read to its end: a truncated or altered file fails there, with a message that says so.
 */
public final class OpenPgpDecryption {

    private final char[] passphrase;
    private final PGPSecretKeyRingCollection secretKeys;
    private final char[] secretKeyPassphrase;

    private OpenPgpDecryption(char[] passphrase, PGPSecretKeyRingCollection secretKeys, char[] secretKeyPassphrase) {
        this.passphrase = passphrase;
        this.secretKeys = secretKeys;
        this.secretKeyPassphrase = secretKeyPassphrase;
    }

    public static OpenPgpDecryption withPassphrase(char[] passphrase) {
        return new OpenPgpDecryption(passphrase.clone(), null, null);
    }

    public static OpenPgpDecryption withSecretKey(InputStream armoredSecretKey, char[] keyPassphrase) throws IOException {
        try (InputStream in = PGPUtil.getDecoderStream(armoredSecretKey)) {
            return new OpenPgpDecryption(null, new PGPSecretKeyRingCollection(in, new BcKeyFingerprintCalculator()),
                    keyPassphrase == null ? new char[0] : keyPassphrase.clone());
        } catch (PGPException e) {
            throw new IOException("The private key file is not an OpenPGP secret key: " + e.getMessage(), e);
        }
    }

    /** @return the plaintext; reading it to its end throws when the integrity check fails */
    public InputStream decrypt(InputStream encrypted) throws IOException {
        try {
            BcPGPObjectFactory packets = new BcPGPObjectFactory(PGPUtil.getDecoderStream(encrypted));
            Object first = packets.nextObject();
            if (first instanceof PGPMarker) {
                first = packets.nextObject();
            }
            if (!(first instanceof PGPEncryptedDataList list)) {
                throw new IOException("Not an OpenPGP encrypted file");
            }
            for (PGPEncryptedData data : list) {
                InputStream clear = opened(data);
                if (clear != null) {
                    if (!data.isIntegrityProtected()) {
                        throw new IOException("The backup has no integrity protection; refusing it");
                    }
                    return new Verified(literal(clear), data);
                }
            }
            throw new IOException(secretKeys == null
                    ? "The backup is not encrypted to a passphrase; give the private key (--key)"
                    : "None of the given private keys is a recipient of this backup");
        } catch (PGPException e) {
            throw new IOException("The backup cannot be decrypted: " + e.getMessage(), e);
        }
    }

    /** A wrong passphrase or key shows as a session key that makes no sense; nothing else fails at this step. */
    private InputStream opened(PGPEncryptedData data) throws IOException {
        try {
            return open(data);
        } catch (PGPException e) {
            throw new IOException("Wrong passphrase or key: the backup cannot be decrypted (" + e.getMessage() + ")", e);
        }
    }

    private InputStream open(PGPEncryptedData data) throws PGPException {
        if (data instanceof PGPPBEEncryptedData pbe && passphrase != null) {
            return pbe.getDataStream(new BcPBEDataDecryptorFactory(passphrase, new BcPGPDigestCalculatorProvider()));
        }
        if (data instanceof PGPPublicKeyEncryptedData pk && secretKeys != null) {
            PGPSecretKey secret = secretKeys.getSecretKey(pk.getKeyIdentifier().getKeyId());
            if (secret != null) {
                PGPPrivateKey key = secret.extractPrivateKey(
                        new BcPBESecretKeyDecryptorBuilder(new BcPGPDigestCalculatorProvider()).build(secretKeyPassphrase));
                return pk.getDataStream(new BcPublicKeyDataDecryptorFactory(key));
            }
        }
        return null;
    }

    private static InputStream literal(InputStream clear) throws IOException, PGPException {
        Object packet = new BcPGPObjectFactory(clear).nextObject();
        if (packet instanceof PGPCompressedData compressed) { // gpg compresses what it encrypts itself
            packet = new BcPGPObjectFactory(compressed.getDataStream()).nextObject();
        }
        if (!(packet instanceof PGPLiteralData literal)) {
            throw new IOException("The decrypted backup holds no data packet");
        }
        return literal.getInputStream();
    }

    /** Checks the MDC once the plaintext has been read to its end. */
    private static final class Verified extends FilterInputStream {
        private final PGPEncryptedData data;
        private boolean verified;

        Verified(InputStream in, PGPEncryptedData data) {
            super(in);
            this.data = data;
        }

        @Override
        public int read() throws IOException {
            try {
                int b = super.read();
                return b < 0 ? ended(b) : b;
            } catch (EOFException e) {
                throw truncated(e);
            }
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            try {
                int n = super.read(b, off, len);
                return n < 0 ? ended(n) : n;
            } catch (EOFException e) {
                throw truncated(e);
            }
        }

        private static IOException truncated(EOFException e) {
            return new IOException("Integrity check failed: the backup is truncated", e);
        }

        private int ended(int eof) throws IOException {
            if (!verified) {
                try {
                    if (!data.verify()) {
                        throw new IOException("Integrity check failed: the backup was altered or truncated");
                    }
                } catch (PGPException e) {
                    throw new IOException("Integrity check failed: the backup was altered or truncated (" + e.getMessage() + ")", e);
                }
                verified = true;
            }
            return eof;
        }
    }
}
