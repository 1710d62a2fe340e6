#!/usr/bin/env python3
"""A TCP relay in front of the bench's SMTP server that holds each of the server's replies for a
fixed delay, as a remote relay's round trip would (GreenMail on loopback answers in microseconds,
so without it the dispatcher's rate measures the bench machine's CPU, not SMTP round trips).
On SIGUSR1 it writes how long the replies since the last SIGUSR1 were really held (a loaded machine
wakes the relay late, which the service would otherwise be blamed for) to STATS_FILE.
Usage: smtp-latency.py LISTEN_PORT UPSTREAM_PORT DELAY_MS [STATS_FILE]"""
import asyncio
import signal
import sys
import time

listen_port, upstream_port, delay = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]) / 1000
stats_file = sys.argv[4] if len(sys.argv) > 4 else None
held = []


def report():
    ordered = sorted(held)
    with open(stats_file, "w") as out:
        if ordered:
            out.write("%d replies held %.2f ms on average (p50 %.2f, p99 %.2f; asked %.1f)\n" % (
                len(ordered), 1000 * sum(ordered) / len(ordered), 1000 * ordered[len(ordered) // 2],
                1000 * ordered[len(ordered) * 99 // 100], 1000 * delay))
        else:
            out.write("no replies held\n")
    held.clear()


async def pump(reader, writer, hold):
    try:
        while data := await reader.read(65536):
            if hold:
                start = time.monotonic()
                await asyncio.sleep(hold)
                held.append(time.monotonic() - start)
            writer.write(data)
            await writer.drain()
    except ConnectionError:
        pass
    finally:
        writer.close()


async def relay(client_reader, client_writer):
    server_reader, server_writer = await asyncio.open_connection("127.0.0.1", upstream_port)
    await asyncio.gather(pump(client_reader, server_writer, 0), pump(server_reader, client_writer, delay))


async def main():
    if stats_file:
        asyncio.get_running_loop().add_signal_handler(signal.SIGUSR1, report)
    server = await asyncio.start_server(relay, "127.0.0.1", listen_port)
    async with server:
        await server.serve_forever()


asyncio.run(main())
