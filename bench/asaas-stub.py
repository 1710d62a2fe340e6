#!/usr/bin/env python3
"""A stand-in for Asaas' GET /v3/payments/{id}, for bench/reconciliation.sh only.

Charges whose id starts with pay_fresh were paid today (RECEIVED); every other one is still
PENDING, as an abandoned charge is. GET /__requests answers how many payment reads arrived since
the last such question, so the bench can count the requests of each reconciliation run.
"""
import datetime
import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

lock = threading.Lock()
count = 0


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        global count
        if self.path == "/__requests":
            with lock:
                answer, count = count, 0
            return self.reply({"requests": answer})
        if not self.path.startswith("/v3/payments/"):
            return self.reply({"errors": [{"code": "not_found", "description": "not stubbed"}]}, 404)
        with lock:
            count += 1
        payment_id = self.path.rsplit("/", 1)[1]
        paid = payment_id.startswith("pay_fresh")
        today = datetime.date.today().isoformat()
        self.reply({"object": "payment", "id": payment_id, "status": "RECEIVED" if paid else "PENDING",
                    "billingType": "PIX", "value": 49.9, "deleted": False,
                    "invoiceUrl": "https://sandbox.asaas.com/i/" + payment_id,
                    "paymentDate": today if paid else None, "clientPaymentDate": today if paid else None})

    def reply(self, body, status=200):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
