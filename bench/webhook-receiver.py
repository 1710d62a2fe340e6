#!/usr/bin/env python3
"""A Standard Webhooks receiver for bench/webhook-delivery.sh: verifies each delivery as the specification's
recipe says (HMAC-SHA256 over "id.timestamp.body" with the base64 key after "whsec_"), refuses every delivery
with 503 until told to accept (POST /accept), and counts: distinct ids accepted, ids delivered again after a
2xx (duplicates), bad signatures, refusals. GET /stats answers the counts; GET /ids the accepted ids.
Usage: webhook-receiver.py PORT SECRET_FILE (the secret is read at each request: it is known only once the
endpoint exists)."""
import base64, hashlib, hmac, json, sys, threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

port, secret_file = int(sys.argv[1]), sys.argv[2]
lock = threading.Lock()
state = {"refusing": True, "accepted": set(), "duplicates": 0, "bad": 0, "refused": 0, "deliveries": 0}


def verified(headers, body):
    secret = open(secret_file).read().strip()
    key = base64.b64decode(secret[len("whsec_"):])
    signed = f"{headers.get('webhook-id')}.{headers.get('webhook-timestamp')}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    return any(s.split(",", 1)[1] == expected for s in headers.get("webhook-signature", "").split() if s.startswith("v1,"))


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def answer(self, status, payload=None):
        data = b"" if payload is None else json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        with lock:
            if self.path == "/ids":
                return self.answer(200, sorted(state["accepted"]))
            self.answer(200, {k: (len(v) if isinstance(v, set) else v) for k, v in state.items()})

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if self.path == "/accept":
            with lock:
                state["refusing"] = False
            return self.answer(204)
        with lock:
            state["deliveries"] += 1
            if state["refusing"]:
                state["refused"] += 1
                return self.answer(503)
            if not verified(self.headers, body):
                state["bad"] += 1
                return self.answer(400)
            event = self.headers.get("webhook-id")
            if event in state["accepted"]:
                state["duplicates"] += 1
            state["accepted"].add(event)
        self.answer(204)


ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()
