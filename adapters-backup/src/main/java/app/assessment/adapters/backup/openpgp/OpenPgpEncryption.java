package app.assessment.adapters.backup.openpgp;

import app.assessment.application.port.out.backup.BackupEncryption;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.security.SecureRandom;
import java.util.Date;
import java.util.List;
import org.bouncycastle.bcpg.HashAlgorithmTags;
import org.bouncycastle.bcpg.SymmetricKeyAlgorithmTags;
import org.bouncycastle.openpgp.PGPEncryptedDataGenerator;
import org.bouncycastle.openpgp.PGPException;
import org.bouncycastle.openpgp.PGPLiteralData;
import org.bouncycastle.openpgp.PGPLiteralDataGenerator;
import org.bouncycastle.openpgp.PGPPublicKey;
import org.bouncycastle.openpgp.operator.bc.BcPBEKeyEncryptionMethodGenerator;
import org.bouncycastle.openpgp.operator.bc.BcPGPDataEncryptorBuilder;
import org.bouncycastle.openpgp.operator.bc.BcPGPDigestCalculatorProvider;
import org.bouncycastle.openpgp.operator.bc.BcPublicKeyKeyEncryptionMethodGenerator;

/**
 * OpenPGP encryption (RFC 4880) with Bouncy Castle, so that {@code gpg --decrypt} opens a backup
 * when the service is gone: AES-256 with the modification detection code (integrity), to every
 * configured public key and/or a passphrase. With public keys only, this server cannot read its
 * own backups: a stolen server leaks none of them. No compression: pg_dump's custom format is
 * compressed already.
 */
public final class OpenPgpEncryption implements BackupEncryption {

    static final String LITERAL_NAME = "backup.dump";
    private static final int BUFFER = 1 << 16;
    /** S2K iteration count code 0xE0: 16 MiB hashed per passphrase derivation, about gpg's default cost. */
    private static final int S2K_COUNT = 0xE0;

    private final List<PGPPublicKey> recipients;
    private final char[] passphrase;
    private final SecureRandom random = new SecureRandom();

    public OpenPgpEncryption(List<PGPPublicKey> recipients, char[] passphrase) {
        this.recipients = List.copyOf(recipients);
        this.passphrase = passphrase == null || passphrase.length == 0 ? null : passphrase.clone();
    }

    /** From the settings as operators write them: armored keys (or files holding them), a passphrase; both may be absent. */
    public static OpenPgpEncryption configured(String publicKeys, String passphrase) {
        return new OpenPgpEncryption(publicKeys == null || publicKeys.isBlank() ? List.of() : PublicKeys.encryptionKeys(publicKeys),
                passphrase == null ? null : passphrase.toCharArray());
    }

    public boolean hasKey() {
        return !recipients.isEmpty() || passphrase != null;
    }

    @Override
    public String suffix() {
        return ".pgp";
    }

    @Override
    public OutputStream encrypt(OutputStream target) throws IOException {
        if (!hasKey()) {
            throw new IllegalStateException("Backups are encrypted and no key is configured: set BACKUP_PUBLIC_KEYS or BACKUP_PASSPHRASE");
        }
        PGPEncryptedDataGenerator generator = new PGPEncryptedDataGenerator(
                new BcPGPDataEncryptorBuilder(SymmetricKeyAlgorithmTags.AES_256).setWithIntegrityPacket(true).setSecureRandom(random));
        recipients.forEach(key -> generator.addMethod(new BcPublicKeyKeyEncryptionMethodGenerator(key).setSecureRandom(random)));
        if (passphrase != null) {
            try {
                generator.addMethod(new BcPBEKeyEncryptionMethodGenerator(passphrase,
                        new BcPGPDigestCalculatorProvider().get(HashAlgorithmTags.SHA256), S2K_COUNT).setSecureRandom(random));
            } catch (PGPException e) {
                throw new IOException("Cannot derive the passphrase key", e);
            }
        }
        try {
            OutputStream encrypted = generator.open(target, new byte[BUFFER]);
            PGPLiteralDataGenerator literal = new PGPLiteralDataGenerator();
            OutputStream plaintext = literal.open(encrypted, PGPLiteralData.BINARY, LITERAL_NAME, new Date(), new byte[BUFFER]);
            return new FilterOutputStream(plaintext) {
                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    out.write(b, off, len);
                }

                /** Ends the literal packet, then the encrypted one with its MDC; the target stays open. */
                @Override
                public void close() throws IOException {
                    literal.close();
                    generator.close();
                }
            };
        } catch (PGPException e) {
            throw new IOException("Cannot start the OpenPGP encryption", e);
        }
    }
}
