package app.assessment.adapters.backup.openpgp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The promise to operators: a backup opens with standard gpg when the service is gone, and the
 * restore command opens what gpg encrypted. Runs wherever gpg is installed (Debian: gnupg).
 */
class GpgInteroperabilityTest {

    @TempDir
    static Path home;

    @BeforeAll
    static void gpgIsInstalled() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/gpg")) || onPath(), "gpg is not installed");
        Files.setPosixFilePermissions(home, java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
    }

    @Test
    void passphraseBackup_gpgDecryptsIt() throws Exception {
        Path backup = home.resolve("pass.pgp");
        Files.write(backup, OpenPgpRoundTripTest.encrypt(OpenPgpEncryption.configured(null, "operator passphrase")));
        Path out = home.resolve("pass.out");
        Path passFile = Files.writeString(home.resolve("pass.txt"), "operator passphrase");

        gpg("--pinentry-mode", "loopback", "--passphrase-file", passFile.toString(), "--output", out.toString(), "--decrypt",
                backup.toString());

        assertThat(Files.readAllBytes(out)).isEqualTo(OpenPgpRoundTripTest.plaintext());
    }

    @Test
    void publicKeyBackup_gpgDecryptsWithItsKey_andRestoreReadsWhatGpgEncrypted() throws Exception {
        gpg("--passphrase", "", "--pinentry-mode", "loopback", "--quick-gen-key", "Backup Operator <ops@example.com>", "rsa2048",
                "default", "never");
        String fingerprint = fingerprint();
        gpg("--passphrase", "", "--pinentry-mode", "loopback", "--quick-add-key", fingerprint, "rsa2048", "encr", "never");
        String armored = gpg("--armor", "--export", fingerprint);

        Path backup = home.resolve("key.pgp");
        Files.write(backup, OpenPgpRoundTripTest.encrypt(OpenPgpEncryption.configured(armored, null)));
        Path out = home.resolve("key.out");
        gpg("--output", out.toString(), "--decrypt", backup.toString());
        assertThat(Files.readAllBytes(out)).isEqualTo(OpenPgpRoundTripTest.plaintext());

        Path gpgMade = home.resolve("gpg-made.pgp");
        gpg("--recipient", fingerprint, "--output", gpgMade.toString(), "--encrypt", out.toString());
        byte[] secret = gpg("--pinentry-mode", "loopback", "--passphrase", "", "--armor", "--export-secret-keys", fingerprint)
                .getBytes(StandardCharsets.US_ASCII);
        OpenPgpDecryption decryption = OpenPgpDecryption.withSecretKey(new ByteArrayInputStream(secret), new char[0]);
        assertThat(OpenPgpRoundTripTest.decrypt(decryption, Files.readAllBytes(gpgMade))).isEqualTo(OpenPgpRoundTripTest.plaintext());
    }

    private static String fingerprint() throws Exception {
        for (String line : gpg("--with-colons", "--list-keys").split("\n")) {
            if (line.startsWith("fpr:")) {
                return line.split(":")[9];
            }
        }
        throw new IllegalStateException("gpg made no key");
    }

    private static String gpg(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("gpg", "--homedir", home.toString(), "--batch", "--yes"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.PIPE).start();
        process.getOutputStream().close();
        byte[] stdout = process.getInputStream().readAllBytes();
        String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as("gpg %s: %s", args, stderr).isZero();
        return new String(stdout, StandardCharsets.US_ASCII);
    }

    private static boolean onPath() throws IOException {
        try {
            return new ProcessBuilder("gpg", "--version").start().waitFor() == 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
