#!/usr/bin/env python3
"""An OTLP/HTTP logs receiver for the tests, decoding every request with the official protobuf
definitions (the `opentelemetry-proto` package from PyPI).

Listens on 127.0.0.1 at a free port, which it prints as its first line. `POST /v1/logs` takes
records; the tests steer it through `/control/...`:

    POST /control/mode   body: a JSON object {"mode": ..., "count": N, "retry_after": "1",
                         "rejected": K, "location": URL}; the mode applies to the next N export
                         requests (all of them when count is absent), then it accepts again:
      accept      200 with an empty ExportLogsServiceResponse
      unavailable 503 with Retry-After
      hang        never answers (the request counts as held)
      close       closes the connection without an answer
      partial     200 with partial_success.rejected_log_records = K
      bad_request 400 with a partial_success body rejecting every record
      redirect    307 to `location`
    GET /control/state   JSON: {"requests": n, "accepted": [record...], "held": [record...],
                         "problems": [text...], "headers": [{name: value}...]}

Each record is summarised as JSON: its id, times, severity, body, every attribute, the
resource's attributes and the scope. A request that does not parse, or lacks a field the
exporter always sends, adds a problem.
"""

import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from google.protobuf.message import DecodeError
from opentelemetry.proto.collector.logs.v1 import logs_service_pb2

LOCK = threading.Lock()
STATE = {"requests": 0, "accepted": [], "held": [], "problems": [], "headers": []}
MODE = {"mode": "accept", "count": None}


def any_value(value):
    kind = value.WhichOneof("value")
    if kind == "string_value":
        return value.string_value
    if kind == "int_value":
        return value.int_value
    if kind == "array_value":
        return [any_value(item) for item in value.array_value.values]
    if kind == "kvlist_value":
        return {pair.key: any_value(pair.value) for pair in value.kvlist_value.values}
    return {"unexpected": kind}


def summarise(request):
    records = []
    for resource_logs in request.resource_logs:
        resource = {pair.key: any_value(pair.value) for pair in resource_logs.resource.attributes}
        for scope_logs in resource_logs.scope_logs:
            scope = {"name": scope_logs.scope.name, "version": scope_logs.scope.version}
            for record in scope_logs.log_records:
                attributes = {pair.key: any_value(pair.value) for pair in record.attributes}
                records.append({
                    "id": attributes.get("error_handling.record.id"),
                    "time_unix_nano": record.time_unix_nano,
                    "observed_time_unix_nano": record.observed_time_unix_nano,
                    "severity_number": record.severity_number,
                    "severity_text": record.severity_text,
                    "body": any_value(record.body),
                    "attributes": attributes,
                    "resource": resource,
                    "scope": scope,
                })
    return records


def next_mode():
    with LOCK:
        mode = dict(MODE)
        if MODE["count"] is not None:
            MODE["count"] -= 1
            if MODE["count"] <= 0:
                MODE.clear()
                MODE.update({"mode": "accept", "count": None})
        return mode


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def answer(self, status, body=b"", content_type="application/x-protobuf", headers=()):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def read_body(self):
        return self.rfile.read(int(self.headers.get("Content-Length", "0")))

    def do_GET(self):
        if self.path == "/control/state":
            with LOCK:
                body = json.dumps(STATE).encode()
            self.answer(200, body, "application/json")
        else:
            self.answer(404)

    def do_POST(self):
        body = self.read_body()
        if self.path == "/control/mode":
            with LOCK:
                MODE.clear()
                MODE.update({"count": None})
                MODE.update(json.loads(body))
            self.answer(204)
            return
        if self.path != "/v1/logs":
            self.answer(404)
            return
        request = logs_service_pb2.ExportLogsServiceRequest()
        try:
            request.ParseFromString(body)
        except DecodeError as error:
            with LOCK:
                STATE["problems"].append(f"undecodable request: {error}")
            self.answer(400)
            return
        records = summarise(request)
        if self.headers.get("Content-Type") != "application/x-protobuf":
            with LOCK:
                STATE["problems"].append(f"content type {self.headers.get('Content-Type')}")
        mode = next_mode()
        with LOCK:
            STATE["requests"] += 1
            STATE["headers"].append({name.lower(): value for name, value in self.headers.items()})
        if mode["mode"] == "hang":
            with LOCK:
                STATE["held"].extend(records)
            time.sleep(3600)
            return
        if mode["mode"] == "close":
            self.close_connection = True
            self.connection.shutdown(2)
            return
        if mode["mode"] == "unavailable":
            self.answer(503, headers=[("Retry-After", str(mode.get("retry_after", "1")))])
            return
        if mode["mode"] == "redirect":
            self.answer(307, headers=[("Location", mode["location"])])
            return
        response = logs_service_pb2.ExportLogsServiceResponse()
        if mode["mode"] == "bad_request":
            response.partial_success.rejected_log_records = len(records)
            response.partial_success.error_message = "every record is malformed"
            self.answer(400, response.SerializeToString())
            return
        if mode["mode"] == "partial":
            response.partial_success.rejected_log_records = int(mode.get("rejected", 1))
            response.partial_success.error_message = "some records were rejected"
        with LOCK:
            STATE["accepted"].extend(records)
        self.answer(200, response.SerializeToString())


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    threading.Thread(target=lambda: (sys.stdin.read(), server.shutdown()), daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
