package app.assessment.adapters.backup.openpgp;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.bouncycastle.openpgp.PGPException;
import org.bouncycastle.openpgp.PGPPublicKey;
import org.bouncycastle.openpgp.PGPPublicKeyRing;
import org.bouncycastle.openpgp.PGPPublicKeyRingCollection;
import org.bouncycastle.openpgp.PGPUtil;
import org.bouncycastle.openpgp.operator.bc.BcKeyFingerprintCalculator;

/**
 * Reads {@code BACKUP_PUBLIC_KEYS}: one or more armored public keys (as {@code gpg --armor --export}
 * prints them), given inline or as paths to such files separated by commas. Each key contributes its
 * encryption subkey (the primary key of a gpg key signs only).
 */
final class PublicKeys {

    private static final String ARMOR_START = "-----BEGIN PGP PUBLIC KEY BLOCK-----";

    private PublicKeys() {
    }

    static List<PGPPublicKey> encryptionKeys(String setting) {
        String armored = setting.contains(ARMOR_START) ? setting : readFiles(setting);
        List<PGPPublicKey> keys = new ArrayList<>();
        for (String block : armored.split("(?=" + ARMOR_START + ")")) {
            if (block.contains(ARMOR_START)) {
                keys.addAll(fromBlock(block));
            }
        }
        if (keys.isEmpty()) {
            throw new IllegalArgumentException("BACKUP_PUBLIC_KEYS holds no OpenPGP public key that can encrypt");
        }
        return keys;
    }

    private static List<PGPPublicKey> fromBlock(String block) {
        try (InputStream in = PGPUtil.getDecoderStream(new ByteArrayInputStream(block.getBytes(StandardCharsets.US_ASCII)))) {
            List<PGPPublicKey> keys = new ArrayList<>();
            for (PGPPublicKeyRing ring : new PGPPublicKeyRingCollection(in, new BcKeyFingerprintCalculator())) {
                PGPPublicKey chosen = null;
                for (PGPPublicKey key : ring) {
                    if (key.isEncryptionKey() && !key.hasRevocation()) {
                        chosen = key; // the last one: subkeys follow the primary key, newer ones later
                    }
                }
                if (chosen == null) {
                    throw new IllegalArgumentException("The OpenPGP key " + Long.toHexString(ring.getPublicKey().getKeyID())
                            + " in BACKUP_PUBLIC_KEYS has no encryption key");
                }
                keys.add(chosen);
            }
            return keys;
        } catch (IOException | PGPException e) {
            throw new IllegalArgumentException("BACKUP_PUBLIC_KEYS is not a readable armored OpenPGP public key: " + e.getMessage(), e);
        }
    }

    private static String readFiles(String paths) {
        StringBuilder all = new StringBuilder();
        for (String path : paths.split(",")) {
            try {
                all.append(Files.readString(Path.of(path.strip()), StandardCharsets.US_ASCII)).append('\n');
            } catch (IOException e) {
                throw new UncheckedIOException("BACKUP_PUBLIC_KEYS names a file that cannot be read: " + path.strip(), e);
            }
        }
        return all.toString();
    }
}
