#!/usr/bin/env python3
"""Cost of `bistro build --db` after each `bistro process`: fills an order book with about 1,000 accepted
orders (the order benchmark's generator), builds the demo site from it, then processes one more order and
times the rebuild, and times a rebuild with nothing changed. Prints the median of several runs.

    python3 Benchmarks/site/rebuild.py [--orders 1150] [--runs 5] [--binary .build/release/bistro]
"""
import argparse, os, random, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks", "orders"))
from run import make_order  # noqa: E402

NOW = "2026-11-22T17:00:00-05:00"


def bistro(binary, *args):
    result = subprocess.run([binary, *args], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"bistro {args[0]} failed: {result.stderr}")
    return result.stdout


def timed(binary, *args):
    start = time.perf_counter()
    out = bistro(binary, *args)
    return time.perf_counter() - start, out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--orders", type=int, default=1150)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "bistro"))
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="bistro-rebuild-")
    try:
        spool, db, site = (os.path.join(work, name) for name in ("spool", "orders.sqlite", "Site"))
        content = os.path.join(ROOT, "Content")
        os.makedirs(os.path.join(spool, "incoming"))
        rng = random.Random(42)
        for i in range(args.orders):
            with open(os.path.join(spool, "incoming", f"{i:06d}.json"), "w") as f:
                f.write(make_order(i, rng))
        summary = bistro(args.binary, "process", "--content", content, "--spool", spool, "--db", db, "--now", NOW)
        build = ["build", "--content", content, "--templates", os.path.join(ROOT, "Templates"), "--output", site,
                 "--db", db, "--now", NOW, "--verbose"]
        full, out = timed(args.binary, *build)
        print(f"{summary.strip()}; full build {full * 1000:.0f} ms: {out.splitlines()[0]}")
        after_order, unchanged, written = [], [], ""
        for run in range(args.runs):
            with open(os.path.join(spool, "incoming", f"extra-{run}.json"), "w") as f:
                f.write(f'{{"customer": {{"name": "Extra {run}", "email": "extra{run}@example.com"}}, "items": [{{"sku": "RC-BURG-01", "quantity": 1}}]}}')
            bistro(args.binary, "process", "--quiet", "--content", content, "--spool", spool, "--db", db, "--now", NOW)
            elapsed, out = timed(args.binary, *build)
            after_order.append(elapsed)
            written = out.splitlines()[0]
            elapsed, _ = timed(args.binary, *build)
            unchanged.append(elapsed)
        print(f"rebuild after one more order: median {statistics.median(after_order) * 1000:.0f} ms ({written})")
        print(f"rebuild with nothing changed: median {statistics.median(unchanged) * 1000:.0f} ms")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
