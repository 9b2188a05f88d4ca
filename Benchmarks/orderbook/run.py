#!/usr/bin/env python3
"""What publishing costs as the order book grows: for each size N, fills a fresh order book with N orders
spread evenly over the 365 days ending 2026-11-22 (the real `bistro submit` and one `bistro process` per
day, all that day's files at once, on a copy of the demo Content/ without stock limits; N/4 customers, a
tenth of them regulars), then times `bistro build --db` (median of --runs runs each):

  cold            into an empty output folder
  nothing new     right after a build
  one more order  after `bistro submit` + `bistro process` of one order (only the build is timed)
  status change   after `bistro status ORDER ready` (or `cancelled`) on a recent order (only the build)

with the peak RSS of the builds (ru_maxrss from wait4) and the files and bytes under the output folder.

    python3 Benchmarks/orderbook/run.py [--sizes 1000,100000] [--runs 5] [--bistro .build/release/bistro]
                                        [--work DIR] [--keep] [--json [FILE]]

The work folder defaults to /dev/shm/bistro-orderbook (tmpfs; `bistro submit` fsyncs every file), else
Benchmarks/work/orderbook. It is deleted at the end unless --keep, which also reuses filled books.
"""
import argparse, json, os, shutil, statistics, subprocess, sys, tempfile, time

from book import BOOK_FORMAT, BUILD_NOW, END_DAY, ROOT, at, bistro, fill, line, log, make_content, process, submit

# Starts the build from a fresh, small Python and reports its wall time and rusage as JSON in the file argv[1].
# A process forked from this script would count the script's own memory in its peak (Linux keeps the
# high-water mark of the memory a child had before exec in ru_maxrss), and this script holds snapshots of every
# file under Site/ (383,000 with a million orders): 320 MB that were never bistro's.
TIMER = """
import json, os, sys, time
start = time.perf_counter()
pid = os.fork()
if pid == 0:
    os.execv(sys.argv[2], sys.argv[2:])
_, status, usage = os.wait4(pid, 0)
with open(sys.argv[1], "w") as f:
    json.dump({"seconds": time.perf_counter() - start, "status": os.waitstatus_to_exitcode(status),
               "cpu": usage.ru_utime + usage.ru_stime, "peak": usage.ru_maxrss * 1024}, f)
"""


def timed_build(binary, paths):
    """One `bistro build --quiet --db`: (wall seconds, CPU seconds, peak RSS in bytes), from wait4."""
    args = [binary, "build", "--quiet", "--content", paths["content"], "--templates", paths["templates"],
            "--output", paths["site"], "--db", paths["db"], "--now", BUILD_NOW]
    with tempfile.TemporaryFile() as output, tempfile.NamedTemporaryFile("r") as figures:
        subprocess.run([sys.executable, "-c", TIMER, figures.name, *args], stdout=output, stderr=output)
        measured = json.loads(figures.read() or "{}")
        if measured.get("status") != 0:
            output.seek(0)
            sys.exit(f"bistro build failed ({measured.get('status')}): {output.read().decode(errors='replace').strip()}")
    return measured["seconds"], measured["cpu"], measured["peak"]


def snapshot(site):
    files = {}
    for folder, _, names in os.walk(site):
        for name in names:
            path = os.path.join(folder, name)
            info = os.stat(path, follow_symlinks=False)
            files[path] = (info.st_ino, info.st_mtime_ns, info.st_size)
    return files


def changes(before, after):
    """Files a build wrote (new or replaced) and removed, from two snapshots."""
    written = sum(1 for path, key in after.items() if before.get(path) != key)
    return {"written": written, "removed": sum(1 for path in before if path not in after)}


def measure(binary, work, size, runs, keep, content, skus):
    book = os.path.join(work, str(size), "book")
    description = None
    marker = os.path.join(book, "filled.json")
    if keep and os.path.exists(marker):
        with open(marker) as f:
            description = json.load(f)
        if description.get("format") != BOOK_FORMAT or description.get("orders") != size:
            description = None
        else:
            log(f"{size:,}: reusing the order book in {book} (filled in {description['fillSeconds']} s)")
    if description is None:
        log(f"{size:,}: filling {book}")
        description = fill(binary, book, size, content, skus)
        log(f"{size:,}: filled with {size:,} orders from {description['customers']:,} customers in {description['fillSeconds']} s")

    # Measure on a copy, so the book stays as filled (--keep) and every size starts alike.
    run = os.path.join(work, str(size), "run")
    shutil.rmtree(run, ignore_errors=True)
    os.makedirs(run)
    for name in os.listdir(book):
        if name.startswith("orders.sqlite"):
            shutil.copy2(os.path.join(book, name), run)
    paths = {"content": content, "templates": os.path.join(ROOT, "Templates"), "spool": os.path.join(run, "spool"),
             "db": os.path.join(run, "orders.sqlite"), "site": os.path.join(run, "Site")}
    phases = {name: {"seconds": [], "cpuSeconds": [], "peakBytes": []} for name in ("cold", "nothingNew", "oneMoreOrder", "statusChange")}

    def record(phase, last):
        before = snapshot(paths["site"]) if last and phase != "cold" else None
        seconds, cpu, peak = timed_build(binary, paths)
        phases[phase]["seconds"].append(seconds)
        phases[phase]["cpuSeconds"].append(cpu)
        phases[phase]["peakBytes"].append(peak)
        if before is not None:
            phases[phase]["lastRun"] = changes(before, snapshot(paths["site"]))
        log(f"  {size:,} {phase}: {seconds * 1000:,.0f} ms (CPU {cpu * 1000:,.0f} ms), peak {peak / 2**20:,.0f} MB")

    for r in range(runs):
        shutil.rmtree(paths["site"], ignore_errors=True)
        record("cold", r == runs - 1)
    for r in range(runs):
        record("nothingNew", r == runs - 1)
    recent = list(description["recentOrders"])
    extra = os.path.join(run, "extra.json")
    for r in range(runs):
        with open(extra, "w") as f:
            f.write(json.dumps({"orderId": f"extra-{r}", "customer": {"name": "Customer 1", "email": "customer1@example.com"},
                                "items": [line(skus[0], 1)]}))
        submit(binary, paths["spool"], [extra])
        recent += process(binary, paths, at(END_DAY, 18, min(r, 59)), 1)
        record("oneMoreOrder", r == runs - 1)
    for r in range(runs):
        if not recent:
            sys.exit("no recent order left for a status change: use fewer --runs")
        order = recent.pop()
        change = ["ready"] if r % 2 == 0 else ["cancelled", "--reason", "the kitchen is closed tonight"]
        bistro(binary, "status", order, *change, "--quiet", "--content", paths["content"], "--templates", paths["templates"],
               "--spool", paths["spool"], "--db", paths["db"], "--now", at(END_DAY, 19, min(r, 44)))
        record("statusChange", r == runs - 1)

    files, total = 0, 0
    for folder, _, names in os.walk(paths["site"]):
        for name in names:
            files += 1
            total += os.stat(os.path.join(folder, name), follow_symlinks=False).st_size
    result = {"orders": size, "customers": description["customers"], "fillSeconds": description["fillSeconds"],
              "runs": runs, "siteFiles": files, "siteBytes": total,
              "peakBytes": max(peak for phase in phases.values() for peak in phase["peakBytes"])}
    for name, phase in phases.items():
        result[name] = {"medianMs": round(statistics.median(phase["seconds"]) * 1000, 1),
                        "runsMs": [round(s * 1000, 1) for s in phase["seconds"]],
                        "medianCpuMs": round(statistics.median(phase["cpuSeconds"]) * 1000, 1),
                        "peakBytes": max(phase["peakBytes"]), **({"lastRun": phase["lastRun"]} if "lastRun" in phase else {})}
    shutil.rmtree(run, ignore_errors=True)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bistro", default=os.path.join(ROOT, ".build", "release", "bistro"))
    parser.add_argument("--sizes", default="1000,100000", help="comma-separated order book sizes (default 1000,100000)")
    parser.add_argument("--runs", type=int, default=5)
    default_work = "/dev/shm/bistro-orderbook" if os.path.isdir("/dev/shm") else os.path.join(ROOT, "Benchmarks", "work", "orderbook")
    parser.add_argument("--work", default=default_work, help=f"work folder (default {default_work})")
    parser.add_argument("--keep", action="store_true", help="keep the work folder and reuse the filled order books")
    parser.add_argument("--json", nargs="?", const="-", metavar="FILE",
                        help="print the figures as JSON instead of the table; with FILE, write them there as well as the table")
    options = parser.parse_args()
    binary = os.path.abspath(options.bistro)
    if not os.path.exists(binary):
        sys.exit(f"{binary} not found: run `make release` (or `make bench-orderbook`)")
    try:
        sizes = [int(size.replace("_", "")) for size in options.sizes.split(",") if size.strip()]
    except ValueError:
        sys.exit(f"--sizes: whole numbers separated by commas, found {options.sizes!r}")
    if not sizes or min(sizes) < 1 or options.runs < 1:
        sys.exit("--sizes and --runs must be positive")
    work = os.path.abspath(options.work)
    os.makedirs(work, exist_ok=True)
    try:
        content = os.path.join(work, "Content")
        skus = make_content(content)
        results = [measure(binary, work, size, options.runs, options.keep, content, skus) for size in sizes]
    finally:
        if not options.keep:
            shutil.rmtree(work, ignore_errors=True)

    small, large = min(results, key=lambda r: r["orders"]), max(results, key=lambda r: r["orders"])
    ratios = None
    if large is not small:
        ratios = {"of": f"{large['orders']}/{small['orders']}",
                  "nothingNew": round(large["nothingNew"]["medianMs"] / small["nothingNew"]["medianMs"], 1),
                  "oneMoreOrder": round(large["oneMoreOrder"]["medianMs"] / small["oneMoreOrder"]["medianMs"], 1)}
    if options.json:
        figures = json.dumps({"binary": binary, "work": work, "buildNow": BUILD_NOW, "sizes": results, "ratios": ratios}, indent=2)
        if options.json == "-":
            print(figures)
            return
        with open(options.json, "w") as f:
            f.write(figures + "\n")
    print(f"bistro build --db, median of {options.runs} runs (ms); {binary}; work folder {work}")
    header = ("orders", "cold", "nothing new", "one more order", "status change", "peak MB", "site files", "site MB", "fill s")
    print("{:>10} {:>9} {:>12} {:>15} {:>14} {:>8} {:>11} {:>8} {:>7}".format(*header))
    for r in results:
        print(f"{r['orders']:>10,} {r['cold']['medianMs']:>9,.0f} {r['nothingNew']['medianMs']:>12,.0f} "
              f"{r['oneMoreOrder']['medianMs']:>15,.0f} {r['statusChange']['medianMs']:>14,.0f} {r['peakBytes'] / 2**20:>8,.0f} "
              f"{r['siteFiles']:>11,} {r['siteBytes'] / 2**20:>8,.0f} {r['fillSeconds']:>7,.0f}")
    for r in results:
        written = ", ".join(f"{label} {r[phase]['lastRun']['written']:,} written / {r[phase]['lastRun']['removed']:,} removed"
                            for phase, label in (("nothingNew", "nothing new"), ("oneMoreOrder", "one more order"),
                                                 ("statusChange", "status change")))
        cpu = ", ".join(f"{label} {r[phase]['medianCpuMs']:,.0f}" for phase, label in
                        (("cold", "cold"), ("nothingNew", "nothing new"), ("oneMoreOrder", "one more order"),
                         ("statusChange", "status change")))
        print(f"{r['orders']:>10,}: median CPU ms (user + system): {cpu}; files per build (last run): {written}")
    if ratios:
        print(f"ratio {large['orders']:,} / {small['orders']:,}: nothing new ×{ratios['nothingNew']}, one more order ×{ratios['oneMoreOrder']}")


if __name__ == "__main__":
    main()
