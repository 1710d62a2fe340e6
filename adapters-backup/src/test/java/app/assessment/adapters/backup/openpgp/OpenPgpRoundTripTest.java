package app.assessment.adapters.backup.openpgp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Bouncy Castle on both sides: the path that runs on every machine, with or without gpg. */
class OpenPgpRoundTripTest {

    private static final String SECRET_NAME = "Maria Aparecida da Silva";
    private static final byte[] PLAINTEXT = plaintext();
    private static TestKeys alice;
    private static TestKeys bob;

    @BeforeAll
    static void keys() throws Exception {
        alice = TestKeys.generate("Alice <alice@example.com>", "alice-key-pass");
        bob = TestKeys.generate("Bob <bob@example.com>", "bob-key-pass");
    }

    @Test
    void passphrase_roundTrip_returnsThePlaintextAndHidesIt() throws IOException {
        byte[] encrypted = encrypt(OpenPgpEncryption.configured(null, "correct horse battery staple"));

        assertThat(new String(encrypted, StandardCharsets.ISO_8859_1)).doesNotContain(SECRET_NAME);
        assertThat(decrypt(OpenPgpDecryption.withPassphrase("correct horse battery staple".toCharArray()), encrypted)).isEqualTo(PLAINTEXT);
    }

    @Test
    void publicKeys_everyRecipientCanDecrypt() throws IOException {
        byte[] encrypted = encrypt(OpenPgpEncryption.configured(alice.armoredPublic() + "\n" + bob.armoredPublic(), null));

        for (TestKeys keys : new TestKeys[] {alice, bob}) {
            OpenPgpDecryption decryption = OpenPgpDecryption.withSecretKey(new ByteArrayInputStream(keys.armoredSecret()), keys.passphrase());
            assertThat(decrypt(decryption, encrypted)).isEqualTo(PLAINTEXT);
        }
    }

    @Test
    void wrongPassphrase_failsNamingTheCause() throws IOException {
        byte[] encrypted = encrypt(OpenPgpEncryption.configured(null, "right"));

        assertThatThrownBy(() -> decrypt(OpenPgpDecryption.withPassphrase("wrong".toCharArray()), encrypted))
                .isInstanceOf(IOException.class).hasMessageContaining("Wrong passphrase or key");
    }

    @Test
    void keyOfSomeoneElse_failsNamingTheCause() throws IOException {
        byte[] encrypted = encrypt(OpenPgpEncryption.configured(alice.armoredPublic(), null));
        OpenPgpDecryption asBob = OpenPgpDecryption.withSecretKey(new ByteArrayInputStream(bob.armoredSecret()), bob.passphrase());

        assertThatThrownBy(() -> decrypt(asBob, encrypted)).hasMessageContaining("None of the given private keys is a recipient");
    }

    @Test
    void alteredByte_failsTheIntegrityCheck() throws IOException {
        byte[] encrypted = encrypt(OpenPgpEncryption.configured(null, "pass"));
        encrypted[encrypted.length / 2] ^= 0x01;

        assertThatThrownBy(() -> decrypt(OpenPgpDecryption.withPassphrase("pass".toCharArray()), encrypted))
                .isInstanceOf(IOException.class).hasMessageContaining("Integrity check failed");
    }

    @Test
    void truncatedFile_failsTheIntegrityCheck() throws IOException {
        byte[] encrypted = encrypt(OpenPgpEncryption.configured(null, "pass"));
        byte[] truncated = Arrays.copyOf(encrypted, encrypted.length - 100);

        assertThatThrownBy(() -> decrypt(OpenPgpDecryption.withPassphrase("pass".toCharArray()), truncated))
                .isInstanceOf(IOException.class).hasMessageContaining("Integrity check failed");
    }

    @Test
    void noKeyConfigured_refusesToWriteAnything() {
        OpenPgpEncryption none = OpenPgpEncryption.configured("", null);

        assertThat(none.hasKey()).isFalse();
        assertThatThrownBy(() -> none.encrypt(new ByteArrayOutputStream()))
                .hasMessageContaining("BACKUP_PUBLIC_KEYS or BACKUP_PASSPHRASE");
    }

    @Test
    void unreadablePublicKey_isRefusedAtConfiguration() {
        assertThatThrownBy(() -> OpenPgpEncryption.configured("-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nnot a key\n", null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("BACKUP_PUBLIC_KEYS");
    }

    static byte[] encrypt(OpenPgpEncryption encryption) throws IOException {
        ByteArrayOutputStream target = new ByteArrayOutputStream();
        try (OutputStream plaintext = encryption.encrypt(target)) {
            plaintext.write(PLAINTEXT);
        }
        return target.toByteArray();
    }

    static byte[] decrypt(OpenPgpDecryption decryption, byte[] encrypted) throws IOException {
        try (InputStream plaintext = decryption.decrypt(new ByteArrayInputStream(encrypted))) {
            return plaintext.readAllBytes();
        }
    }

    static byte[] plaintext() {
        byte[] noise = new byte[300_000];
        new Random(7).nextBytes(noise);
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        all.writeBytes(noise);
        all.writeBytes(("student: " + SECRET_NAME).getBytes(StandardCharsets.UTF_8));
        all.writeBytes(noise);
        return all.toByteArray();
    }
}
