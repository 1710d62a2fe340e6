#!/usr/bin/env python3
"""A TCP relay in front of the bench's SMTP server that holds each of the server's replies for a
fixed delay, as a remote relay's round trip would (GreenMail on loopback answers in microseconds,
so without it the dispatcher's rate measures the bench machine's CPU, not SMTP round trips).
Usage: smtp-latency.py LISTEN_PORT UPSTREAM_PORT DELAY_MS"""
import asyncio
import sys

listen_port, upstream_port, delay = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]) / 1000


async def pump(reader, writer, hold):
    try:
        while data := await reader.read(65536):
            if hold:
                await asyncio.sleep(hold)
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
    server = await asyncio.start_server(relay, "127.0.0.1", listen_port)
    async with server:
        await server.serve_forever()


asyncio.run(main())
