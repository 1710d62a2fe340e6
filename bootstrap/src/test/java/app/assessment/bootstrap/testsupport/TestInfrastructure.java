package app.assessment.bootstrap.testsupport;

import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;

/**
 * Points the test suite at real PostgreSQL, Redis and SMTP servers before Quarkus reads its
 * configuration, in the order the project promises: configured URLs, then servers on
 * 127.0.0.1 at the standard ports (a fresh database per run), then Dev Services when a
 * container engine exists, then embedded servers. Runs once per test JVM.
 */
public class TestInfrastructure implements LauncherSessionListener {

    private TestDatabase database;
    private TestRedis redis;
    private TestMailServer mail;

    @Override
    public void launcherSessionOpened(LauncherSession session) {
        database = TestDatabase.provide();
        redis = TestRedis.provide();
        mail = TestMailServer.start();
    }

    @Override
    public void launcherSessionClosed(LauncherSession session) {
        if (database != null) {
            database.close();
        }
        if (redis != null) {
            redis.close();
        }
        if (mail != null) {
            mail.close();
        }
    }
}
