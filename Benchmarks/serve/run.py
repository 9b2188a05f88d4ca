#!/usr/bin/env python3
"""Order endpoint benchmark, Bistro beside the same-work Python server (../shared/bench/naive_server.py: validates,
prices, commits to SQLite, writes the receipt page and the "received" mail for each order) in the same run. Each
server gets a new order book and the demo's content (or --content DIR's, e.g. gen_menu.py's 10,000 dishes), then
  1. latency: ORDERS orders posted one after the other, each timed from sending the request to its 201;
     after each answer the receipt page must already be on disk (checked). Prints median and p99.
  2. throughput: CONCURRENT clients posting TOTAL more orders at once; prints orders per second.
The server's peak RSS (VmHWM from /proc) is printed at the end; Bistro's must stay within 100 MB. The last lines
compare the two (Bistro's targets, issue 24: faster than Python at the median and p99, at least 1.5× its
throughput). With --rounds N the two servers alternate N times and the medians of the rounds are compared.

    python3 Benchmarks/serve/run.py [--orders 1000] [--concurrent 32] [--total 2000] [--rounds 1]
                                    [--binary .build/release/bistro] [--baseline OLD/bistro] [--content DIR]
"""
import argparse, json, os, shutil, socket, statistics, subprocess, sys, tempfile, threading, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NOW = "2026-11-23T12:00:00-05:00"
CONTENT = os.path.join(ROOT, "Content")
SKUS = ["RC-BURG-01", "RC-BURG-03", "RC-CLAS-01", "RC-VEG-01", "RC-SOUP-01"]


def skus_of(content):
    """Five dishes without a stock count, spread over the menu (the demo's five for the demo)."""
    with open(os.path.join(content, "menu.json")) as f:
        items = [item["sku"] for category in json.load(f)["categories"] for item in category["items"]
                 if "stock" not in item and not item.get("options")]
    return [items[i * len(items) // 5] for i in range(5)]


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


NAIVE = os.path.join(ROOT, "..", "shared", "bench", "naive_server.py")


def start_bistro(binary, work, site):
    return subprocess.Popen([os.path.abspath(binary), "serve", "--output", site, "--content", CONTENT,
                             "--templates", os.path.join(ROOT, "Templates"), "--spool", os.path.join(work, "spool"),
                             "--db", os.path.join(work, "orders.sqlite"), "--listen", "127.0.0.1:0", "--now", NOW,
                             "--rate-limit", "0"], cwd=work, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)


def start_naive(work, site):
    os.makedirs(site, exist_ok=True)
    return subprocess.Popen([sys.executable, NAIVE, CONTENT, site, os.path.join(work, "spool"),
                             os.path.join(work, "orders.sqlite"), "0", NOW], cwd=work, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True)


def measure(name, start, args):
    """One server on a new book: latency, throughput, peak RSS."""
    work = tempfile.mkdtemp(prefix="bistro-serve-bench-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
    server = None
    try:
        site = os.path.join(work, "Site")
        server = start(work, site)
        line = server.stdout.readline()
        port = int(line.rsplit(":", 1)[1].split("/")[0])
        # What the server prints after its address (bistro serve's line per order taken) is read and
        # dropped, so a full pipe never stalls it.
        threading.Thread(target=server.stdout.read, daemon=True).start()

        latencies = []
        for n in range(args.orders):
            started = time.perf_counter()
            status, answer = post(port, order(n))
            latencies.append((time.perf_counter() - started) * 1000)
            if status != 201:
                sys.exit(f"{name} order {n}: {status} {answer}")
            receipt = answer.get("receiptURL") or answer.get("receiptUrl")
            if not os.path.exists(site + receipt + "index.html"):
                sys.exit(f"{name} order {n}: no receipt page on disk when answered")
        latencies.sort()
        median = statistics.median(latencies)
        p99 = latencies[max(0, int(len(latencies) * 0.99) - 1)]

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
            sys.exit(f"{name}: {len(failures)} orders failed, first: {failures[0]}")
        rss = peak_rss_mb(server.pid)
        result = {"median": median, "p99": p99, "max": latencies[-1], "throughput": args.total / elapsed, "rss": rss}
        print(f"{name:>8}: {args.orders} orders one at a time: median {median:.2f} ms, p99 {p99:.2f} ms, "
              f"max {latencies[-1]:.1f} ms; {args.total} orders from {args.concurrent} clients: "
              f"{result['throughput']:.0f} orders/s; peak RSS {rss:.1f} MB", flush=True)
        return result
    finally:
        if server:
            server.terminate()
            server.wait(timeout=60)
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--orders", type=int, default=1000)
    parser.add_argument("--concurrent", type=int, default=32)
    parser.add_argument("--total", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "bistro"))
    parser.add_argument("--baseline", help="an older bistro binary, run in each round too")
    parser.add_argument("--content", help="another content folder (default: the demo's)")
    args = parser.parse_args()
    if args.content:
        global CONTENT, SKUS
        CONTENT = os.path.abspath(args.content)
        SKUS = skus_of(CONTENT)
    servers = [("bistro", lambda work, site: start_bistro(args.binary, work, site))]
    if args.baseline:
        servers.append(("baseline", lambda work, site: start_bistro(args.baseline, work, site)))
    if os.path.exists(NAIVE):
        servers.append(("python", start_naive))
    else:
        print(f"no {NAIVE}: Bistro alone")
    results = {name: [] for name, _ in servers}
    for round in range(args.rounds):
        order_of_servers = servers if round % 2 == 0 else list(reversed(servers))
        for name, start in order_of_servers:
            results[name].append(measure(name, start, args))
    medians = {name: {key: statistics.median(r[key] for r in runs) for key in runs[0]} for name, runs in results.items()}
    if args.rounds > 1:
        for name, m in medians.items():
            print(f"{name:>8} (median of {args.rounds} rounds): median {m['median']:.2f} ms, p99 {m['p99']:.2f} ms, "
                  f"{m['throughput']:.0f} orders/s, peak RSS {m['rss']:.1f} MB")
    bistro = medians["bistro"]
    print(f"Bistro peak RSS {bistro['rss']:.1f} MB ({'within' if bistro['rss'] <= 100 else 'OVER'} 100 MB)")
    if "python" in medians:
        python = medians["python"]
        print(f"Bistro vs Python: median {bistro['median']:.2f} vs {python['median']:.2f} ms "
              f"({'faster' if bistro['median'] < python['median'] else 'SLOWER'}), p99 {bistro['p99']:.2f} vs "
              f"{python['p99']:.2f} ms ({'faster' if bistro['p99'] < python['p99'] else 'SLOWER'}), throughput "
              f"{bistro['throughput'] / python['throughput']:.2f}× ({'at least' if bistro['throughput'] >= 1.5 * python['throughput'] else 'BELOW'} 1.5×)")


if __name__ == "__main__":
    main()
