#!/usr/bin/env python3
"""Order endpoint benchmark: starts `bistro serve --spool --db` on a new order book and the demo's content
(messages into SPOOL/outbox), then
  1. latency: ORDERS orders posted one after the other, each timed from sending the request to its 201;
     after each answer the receipt page must already be on disk (checked). Prints median and p99.
  2. throughput: CONCURRENT clients posting TOTAL more orders at once; prints orders per second.
The server's peak RSS (VmHWM from /proc) is printed at the end; it must stay within 100 MB.

    python3 Benchmarks/serve/run.py [--orders 1000] [--concurrent 32] [--total 2000] [--binary .build/release/bistro]
"""
import argparse, json, os, shutil, socket, statistics, subprocess, sys, tempfile, threading, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NOW = "2026-11-23T12:00:00-05:00"
SKUS = ["RC-BURG-01", "RC-BURG-03", "RC-CLAS-01", "RC-VEG-01", "RC-SOUP-01"]


def order(n):
    return json.dumps({"orderId": f"bench-{n}", "customer": {"name": f"Guest {n}", "email": f"guest{n % 500}@example.com"},
                       "items": [{"sku": SKUS[n % len(SKUS)], "quantity": 1 + n % 3}], "tip": {"percent": 15}}).encode()


def post(port, body):
    with socket.create_connection(("127.0.0.1", port), timeout=120) as s:
        s.sendall(b"POST /api/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n"
                  + f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    head, _, payload = data.partition(b"\r\n\r\n")
    status = int(head.split(b" ")[1])
    if b"chunked" in head.lower():
        out, rest = b"", payload
        while True:
            size_text, _, rest = rest.partition(b"\r\n")
            size = int(size_text, 16)
            if size == 0:
                break
            out, rest = out + rest[:size], rest[size + 2:]
        payload = out
    return status, json.loads(payload or b"{}")


def peak_rss_mb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--orders", type=int, default=1000)
    parser.add_argument("--concurrent", type=int, default=32)
    parser.add_argument("--total", type=int, default=2000)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "bistro"))
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="bistro-serve-bench-")
    server = None
    try:
        site = os.path.join(work, "Site")
        server = subprocess.Popen([os.path.abspath(args.binary), "serve", "--output", site, "--content", os.path.join(ROOT, "Content"),
                                   "--templates", os.path.join(ROOT, "Templates"), "--spool", os.path.join(work, "spool"),
                                   "--db", os.path.join(work, "orders.sqlite"), "--listen", "127.0.0.1:0", "--now", NOW,
                                   "--rate-limit", "0"], cwd=work, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = server.stdout.readline()
        port = int(line.rsplit(":", 1)[1].split("/")[0])

        latencies = []
        for n in range(args.orders):
            started = time.perf_counter()
            status, answer = post(port, order(n))
            latencies.append((time.perf_counter() - started) * 1000)
            if status != 201:
                sys.exit(f"order {n}: {status} {answer}")
            if not os.path.exists(site + answer["receiptURL"] + "index.html"):
                sys.exit(f"order {n}: no receipt page on disk when answered")
        latencies.sort()
        p99 = latencies[max(0, int(len(latencies) * 0.99) - 1)]
        print(f"POST /api/orders → receipt on disk, {args.orders} orders one at a time: "
              f"median {statistics.median(latencies):.1f} ms, p99 {p99:.1f} ms, max {latencies[-1]:.1f} ms")

        next_order = iter(range(args.orders, args.orders + args.total))
        lock = threading.Lock()
        failures = []

        def client():
            while True:
                with lock:
                    n = next(next_order, None)
                if n is None:
                    return
                status, answer = post(port, order(n))
                if status != 201:
                    failures.append((n, status, answer))

        threads = [threading.Thread(target=client) for _ in range(args.concurrent)]
        started = time.perf_counter()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        elapsed = time.perf_counter() - started
        if failures:
            sys.exit(f"{len(failures)} orders failed, first: {failures[0]}")
        print(f"throughput: {args.total} orders from {args.concurrent} concurrent clients in {elapsed:.1f} s = {args.total / elapsed:.0f} orders/s")
        rss = peak_rss_mb(server.pid)
        print(f"server peak RSS: {rss:.1f} MB ({'within' if rss <= 100 else 'OVER'} 100 MB)")
    finally:
        if server:
            server.terminate()
            server.wait(timeout=60)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
