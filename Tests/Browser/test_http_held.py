"""What held against the round-2 attack on the live order server (issue 23, "What held, and must keep
holding"), re-run on every `make test` against the real `bistro serve` on loopback, with raw sockets where a
client library would tidy the request up: body limits at the exact boundary (chunked too), Content-Length
with Transfer-Encoding, pipelining, oversized heads, path traversal and hidden files, methods, Origin
variants, content types, forged X-Forwarded-For, hostile coordinates and 128-bit tokens.

No browser is needed; each test's server is its own (support.own_site), so a refusal here cannot leak into
another test's rate limit. The concurrency, SIGTERM and cron cases are Swift end-to-end tests
(ServeOrdersTests, ServeShutdownTests)."""
import json
import re
import socket
import subprocess
import urllib.parse

import pytest

import support

ORDER = {
    "orderId": "held-1",
    "customer": {"name": "Held Tester", "email": "held@example.com"},
    "items": [{"sku": "RC-SOUP-01", "quantity": 1}],
}


@pytest.fixture(scope="module")
def site():
    with support.own_site("bistro-held-", support.today_noon()) as (book, server):
        yield book, server


def address(server):
    parsed = urllib.parse.urlsplit(server.url)
    return parsed.hostname, parsed.port


def exchange(server, raw, read_all=True, timeout=10):
    """Sends `raw` bytes on a new connection and returns what the server answered until it closed (or, with
    read_all=False, the first answer's bytes that arrived within the timeout)."""
    with socket.create_connection(address(server), timeout=timeout) as connection:
        connection.sendall(raw)
        if read_all:
            connection.shutdown(socket.SHUT_WR)
        chunks = []
        try:
            while True:
                chunk = connection.recv(65536)
                if not chunk:
                    break
                chunks.append(chunk)
                if not read_all and b"\r\n\r\n" in b"".join(chunks):
                    break
        except (socket.timeout, ConnectionResetError):
            pass
        return b"".join(chunks)


def statuses(answer):
    """Every status code in a raw answer (several for pipelined requests)."""
    return [int(code) for code in re.findall(rb"HTTP/1\.1 (\d{3}) ", answer)]


def post(server, path, body, content_type="application/json", extra=""):
    head = (f"POST {path} HTTP/1.1\r\nHost: {address(server)[0]}:{address(server)[1]}\r\n"
            f"Content-Type: {content_type}\r\nContent-Length: {len(body)}\r\nConnection: close\r\n{extra}\r\n")
    return exchange(server, head.encode() + body)


def padded(size):
    """A JSON body of exactly `size` bytes (an order file with a padding member)."""
    base = json.dumps({**ORDER, "orderId": f"pad-{size}", "padding": ""}).encode()
    return base.replace(b'"padding": ""', b'"padding": "' + b"x" * (size - len(base)) + b'"')


def alive(server):
    status, _ = support.fetch(server.url + "/")
    return status == 200


def test_a_body_of_exactly_64_kib_is_read_and_one_byte_more_is_refused(site):
    _, server = site
    at_limit, over = padded(65536), padded(65537)
    assert len(at_limit) == 65536 and len(over) == 65537
    assert statuses(post(server, "/api/orders", at_limit))[0] != 413
    assert statuses(post(server, "/api/orders", over))[0] == 413


def test_a_chunked_body_is_limited_to_64_kib_too(site):
    _, server = site

    def chunked(body):
        head = (f"POST /api/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                f"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n").encode()
        chunks = b"".join(b"%x\r\n%s\r\n" % (len(body[i:i + 4096]), body[i:i + 4096])
                          for i in range(0, len(body), 4096))
        return head + chunks + b"0\r\n\r\n"

    assert statuses(exchange(server, chunked(padded(65536))))[0] != 413
    assert statuses(exchange(server, chunked(padded(65537))))[0] == 413


def test_content_length_with_transfer_encoding_is_refused(site):
    _, server = site
    body = json.dumps(ORDER).encode()
    raw = (b"POST /api/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
           b"Content-Length: %d\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n" % len(body))
    answer = exchange(server, raw + b"%x\r\n%s\r\n0\r\n\r\n" % (len(body), body))
    assert answer == b"" or statuses(answer)[0] == 400
    assert alive(server)


def test_pipelined_requests_are_answered_in_order(site):
    _, server = site
    raw = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /menu/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    assert statuses(exchange(server, raw)) == [200, 200]


@pytest.mark.parametrize("head", [
    b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + b"b" * 100_000 + b"\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"".join(b"X-H%d: v\r\n" % n for n in range(2000)) + b"\r\n",
], ids=["100kB-path", "100kB-header", "2000-headers"])
def test_huge_heads_are_refused_and_the_server_stays_up(site, head):
    _, server = site
    answer = exchange(server, head)
    assert answer == b"" or statuses(answer)[0] >= 400
    assert alive(server)


TRAVERSALS = [
    "/../../../../etc/passwd", "/..%2f..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd",
    "/menu/../../../etc/passwd", "/menu/%2e%2e%2f%2e%2e%2fetc/passwd", "/.bistro-manifest",
    "/%2ebistro-manifest", "/.bistro-unfinished", "/./.bistro-manifest", "/menu/../.bistro-manifest",
    "/..\\..\\etc\\passwd", "/%252e%252e/etc/passwd", "/%c0%ae%c0%ae/etc/passwd", "//etc/passwd",
    "/.git/config", "/.env", "/receipts/", "/orders/", "/assets/.htaccess", "/%00/etc/passwd",
]


@pytest.mark.parametrize("path", TRAVERSALS)
def test_nothing_outside_the_site_or_hidden_is_served(site, path):
    _, server = site
    answer = exchange(server, f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
    body = answer.split(b"\r\n\r\n", 1)[-1]
    assert statuses(answer)[0] != 200 or path in ("/receipts/", "/orders/"), answer[:200]
    assert b"root:x:" not in body
    if path in ("/receipts/", "/orders/"):
        assert re.search(rb"[0-9a-f]{32}", body) is None  # no token listed


@pytest.mark.parametrize("method", ["GET", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"])
def test_the_order_endpoint_takes_post_only(site, method):
    _, server = site
    answer = exchange(server, f"{method} /api/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
    assert statuses(answer)[0] in (400, 405)


ORIGINS = ["null", "https://evil.example", "http://127.0.0.1.evil.example", "http://localhost.evil.example",
           "http://evil.example:8080", "file://", "https://royal-cafe.example.evil.example"]


@pytest.mark.parametrize("origin", ORIGINS)
def test_a_foreign_origin_is_refused(site, origin):
    _, server = site
    answer = post(server, "/api/orders", json.dumps(ORDER).encode(), extra=f"Origin: {origin}\r\n")
    assert statuses(answer)[0] == 403 and b"origin_refused" in answer


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data",
                                          "application/jsonx", "text/json", "application/xml", ""])
def test_only_json_is_taken(site, content_type):
    _, server = site
    answer = post(server, "/api/orders", json.dumps(ORDER).encode(), content_type=content_type)
    assert statuses(answer)[0] == 415


@pytest.mark.parametrize("latitude", ["NaN", "1e400", '"43.65"', "null", "[]", "-91", "91"])
def test_hostile_coordinates_are_refused(site, latitude):
    _, server = site
    body = b'{"token": "0123456789abcdef0123456789abcdef", "latitude": %s, "longitude": -79.38}' % latitude.encode()
    answer = post(server, "/api/check-ins", body)
    assert statuses(answer)[0] in (400, 404, 422)
    assert alive(server)


def test_receipt_tokens_carry_128_bits(site):
    _, server = site
    answer = post(server, "/api/orders", json.dumps({**ORDER, "orderId": "held-token"}).encode())
    assert statuses(answer)[0] == 201, answer
    receipt = json.loads(answer.split(b"\r\n\r\n", 1)[1])["receiptURL"]
    assert re.fullmatch(r"/receipts/[0-9a-f]{32}/", receipt)


def test_a_forged_forwarded_for_without_a_trusted_proxy_does_not_escape_the_rate_limit(tmp_path):
    book = support.Bistro(tmp_path, support.today_noon())
    book.build()
    args = [str(support.BISTRO), "serve", "--output", str(book.site), "--listen", "127.0.0.1:0",
            "--content", str(book.content), "--templates", str(support.TEMPLATES), "--spool", str(book.spool),
            "--db", str(book.db), "--now", book.now, "--rate-limit", "3"]
    process = subprocess.Popen(args, cwd=support.ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = process.stdout.readline()
        url = re.search(r"http://127\.0\.0\.1:\d+", line).group(0)
        server = type("S", (), {"url": url})()
        codes = [statuses(post(server, "/api/orders", b"{}", extra=f"X-Forwarded-For: 203.0.113.{n}\r\n"))[0]
                 for n in range(5)]
        assert codes[:3] != [429] * 3 and codes[3:] == [429, 429], codes
    finally:
        process.terminate()
        process.wait(timeout=30)
        process.stdout.close()
