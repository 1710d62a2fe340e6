package app.assessment.adapters.rest.audit;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.audit.AuditRecord;
import io.netty.channel.DefaultEventLoop;
import io.netty.channel.EventLoop;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The feed's batches reach each stream on its own event loop, one task per loop for every stream waiting (ADR 0019). */
class AuditStreamLoopsTest {

    private final AtomicInteger tasks = new AtomicInteger();
    private final EventLoop eventLoop = new DefaultEventLoop() {
        @Override
        public void execute(Runnable task) {
            tasks.incrementAndGet();
            super.execute(task);
        }
    };

    @AfterEach
    void stop() {
        eventLoop.shutdownGracefully(0, 1, TimeUnit.SECONDS);
    }

    @Test
    void streamsOfOneLoopGetTheirBatchesOnItInOrderInOneTask() throws Exception {
        AuditStreamLoops loops = new AuditStreamLoops();
        List<String> calls = new ArrayList<>();
        CountDownLatch delivered = new CountDownLatch(6);
        List<Consumer<List<AuditRecord>>> streams = new ArrayList<>();
        for (int s = 0; s < 3; s++) {
            int stream = s;
            streams.add(loops.listener(eventLoop, eventLoop, batch -> {
                // only the loop's thread touches the list
                calls.add(stream + ":" + batch.get(0).sequence() + (eventLoop.inEventLoop() ? "" : " off the loop"));
                delivered.countDown();
            }));
        }
        CountDownLatch busy = new CountDownLatch(1);
        eventLoop.execute(() -> await(busy));
        List<AuditRecord> first = List.of(record(1));
        List<AuditRecord> second = List.of(record(2));
        // The feed hands each batch to every stream in turn while the loop is busy with something else.
        streams.forEach(stream -> stream.accept(first));
        streams.forEach(stream -> stream.accept(second));
        busy.countDown();

        assertThat(delivered.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(calls).containsExactly("0:1", "1:1", "2:1", "0:2", "1:2", "2:2");
        assertThat(tasks.get()).as("the busy task and one delivery task").isEqualTo(2);
    }

    @Test
    void withoutAVertxContextTheStreamIsCalledOnTheFeedsThread() {
        Consumer<List<AuditRecord>> live = batch -> { };
        assertThat(new AuditStreamLoops().listener(live)).isSameAs(live);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static AuditRecord record(long sequence) {
        return new AuditRecord("e" + sequence, sequence, java.time.Instant.EPOCH, "org", null, null, null, null, null,
                "STUDENT_CREATED", "Student", "s" + sequence, "{}");
    }
}
