#!/usr/bin/env python3
"""Order processor benchmark: generates 10,000 order files (about 85% valid, the rest invalid in various
ways), runs the release `bistro process` on a spool on tmpfs (/dev/shm) and on disk, several runs each,
and prints the median orders per second and the peak resident memory, with where the time went (from
`bistro process --verbose`): recording the files (reading, validating, the batch transactions, moving
the files), of which wording the messages of issue 4, and delivering those messages to the Maildir.

    python3 Benchmarks/orders/run.py [--orders 10000] [--runs 5] [--binary .build/release/bistro]

To compare two builds, give the older one as `--baseline`: each run then processes the same files with both
binaries, one after the other (which goes first alternates), and the report adds each one's median and the
median of the runs' ratios. An older binary may not read today's demo content; `--content` names the Content
folder both are given (the older commit's own, from a `git worktree` of it):

    python3 Benchmarks/orders/run.py --runs 15 --baseline OLD/bistro --content OLD-CHECKOUT/Content
"""
import argparse, json, os, random, re, resource, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NOW = "2026-11-22T17:00:00-05:00"
SKUS = ["RC-BURG-01", "RC-BURG-03", "RC-CLAS-01", "RC-CLAS-03", "RC-VEG-01", "RC-SOUP-01", "RC-SOUP-04", "RC-KIT-02"]


def make_order(i, rng):
    order = {
        "customer": {"name": f"Customer {i % 997}", "email": f"customer{i % 997}@example.com", "phone": "+1 416 555 0100"},
        "items": [{"sku": rng.choice(SKUS), "quantity": rng.randint(1, 4)} for _ in range(rng.randint(1, 4))],
    }
    if i % 2 == 0:
        order["orderId"] = f"bench-{i}"
    if i % 5 == 0:
        order["tip"] = {"percent": rng.choice([10, 15, 20])}
    if i % 7 == 0:
        order["coupon"] = "KITS15" if order["items"][0]["sku"] == "RC-KIT-02" else "STAFF25"
    if i % 3 == 0:
        order["pickupAt"] = "2026-11-22T18:30:00-05:00"
    kind = i % 20
    if kind == 17:
        order["items"][0]["sku"] = "RC-NOPE-01"
    elif kind == 18:
        order["customer"]["email"] = "not-an-email"
    elif kind == 19:
        return json.dumps(order)[:-7]  # truncated JSON
    return json.dumps(order)


def generate(folder, count):
    rng = random.Random(42)
    incoming = os.path.join(folder, "incoming")
    os.makedirs(incoming, exist_ok=True)
    for i in range(count):
        with open(os.path.join(incoming, f"{i:06d}.json"), "w") as f:
            f.write(make_order(i, rng))


def run_once(binary, base, count, content=None):
    work = tempfile.mkdtemp(dir=base, prefix="bistro-bench-")
    try:
        spool = os.path.join(work, "spool")
        generate(spool, count)
        db = os.path.join(work, "orders.sqlite")
        args = [binary, "process", "--json", "--verbose", "--content", content or os.path.join(ROOT, "Content"), "--spool", spool, "--db", db, "--now", NOW]
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        start = time.perf_counter()
        result = subprocess.run(args, capture_output=True, text=True)
        elapsed = time.perf_counter() - start
        peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        if result.returncode != 0:
            sys.exit(f"bistro failed: {result.stderr}")
        summary = json.loads(result.stdout)
        handled = summary["accepted"] + summary["rejected"] + summary["duplicates"]
        if handled != count:
            sys.exit(f"handled {handled} of {count} files")
        recorded = re.search(r"in (\d+) ms, of which wording messages (\d+) ms", result.stderr)
        delivered = re.search(r"messages delivered: \d+ \(\d+ failed\) in (\d+) ms", result.stderr)
        phases = (int(recorded.group(1)), int(recorded.group(2)), int(delivered.group(1))) if recorded and delivered else None
        return count / elapsed, peak_kib, summary, phases
    finally:
        shutil.rmtree(work, ignore_errors=True)


def compare(options, label, base):
    """Runs the baseline and the binary in turn, alternating which goes first; prints both medians and the
    median of the runs' ratios (a run's pair shares the machine's state of the moment)."""
    rates = {options.baseline: [], options.binary: []}
    for run in range(options.runs):
        order = [options.baseline, options.binary] if run % 2 == 0 else [options.binary, options.baseline]
        for binary in order:
            rates[binary].append(run_once(binary, base, options.orders, options.content)[0])
    old, new = statistics.median(rates[options.baseline]), statistics.median(rates[options.binary])
    ratio = statistics.median(n / o for n, o in zip(rates[options.binary], rates[options.baseline]))
    print(f"{label}: {options.runs} runs of {options.orders} files each, alternated; baseline median {old:,.0f} orders/s, "
          f"binary median {new:,.0f} orders/s: {(new / old - 1) * 100:+.1f}% (median of the runs' ratios {(ratio - 1) * 100:+.1f}%)")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--orders", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/bistro"))
    parser.add_argument("--baseline", help="an older bistro binary to run in alternation with --binary")
    parser.add_argument("--content", help="the Content folder to process against (default: the repository's)")
    parser.add_argument("--disk", default=os.path.join(ROOT, "Benchmarks/work"))
    options = parser.parse_args()
    for binary in [options.binary] + ([options.baseline] if options.baseline else []):
        if not os.path.exists(binary):
            sys.exit(f"{binary} not found: run `make release` (or `make bench-orders`)")
    os.makedirs(options.disk, exist_ok=True)
    places = [("tmpfs (/dev/shm)", "/dev/shm"), ("disk", options.disk)]
    for label, base in places:
        if not os.path.isdir(base):
            print(f"{label}: skipped, {base} missing")
            continue
        if options.baseline:
            compare(options, label, base)
            continue
        rates, peaks, phases = [], [], []
        for _ in range(options.runs):
            rate, peak, summary, phase = run_once(options.binary, base, options.orders, options.content)
            rates.append(rate)
            peaks.append(peak)
            if phase:
                phases.append(phase)
        print(f"{label}: median {statistics.median(rates):,.0f} orders/s over {options.runs} runs of {options.orders} files "
              f"(min {min(rates):,.0f}, max {max(rates):,.0f}); accepted {summary['accepted']}, rejected {summary['rejected']}; "
              f"peak RSS {max(peaks) / 1024:.1f} MiB")
        if phases:
            recorded, wording, delivery = (statistics.median(p[i] for p in phases) for i in range(3))
            print(f"    medians: recording {recorded:.0f} ms, of which wording messages {wording:.0f} ms; delivering messages "
                  f"{delivery:.0f} ms; recording alone without wording: {options.orders / max(recorded - wording, 1) * 1000:,.0f} files/s")
    shutil.rmtree(options.disk, ignore_errors=True)


if __name__ == "__main__":
    main()
