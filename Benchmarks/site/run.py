#!/usr/bin/env python3
"""Site-build benchmark: generates a restaurant with N menu items and times `bistro build`.

Generates (deterministically) a content folder with N items in C categories, each with a ~60-word
Markdown description, builds `bistro` in release mode, then times a cold build into an empty output folder
on tmpfs and a no-change rebuild, several runs each. Prints median wall time, pages per second and the
peak resident memory of the build process.

    python3 Benchmarks/site/run.py                  # 10,000 items in 100 categories
    python3 Benchmarks/site/run.py --items 2000 --runs 3

Then, when Hugo (`apt-get install hugo`) and ../shared/bench/gen_menu.py are there, the same menu written both
ways by gen_menu.py is built cold by Bistro and by Hugo in turn (alternating), and their medians compared
(issue 24's target: Bistro at least 2× faster, peak RSS within 100 MB). --binary builds with another binary.
"""
import argparse
import json
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
WORDS = ("slow roasted fresh local garlic herb butter crispy golden smoky maple glazed tender seasonal "
         "tomato basil lemon pepper sea salt cheddar brioche greens dressing house made sauce charred "
         "onion caramelized braised spiced chickpea lentil cumin coriander ginger sesame toasted warm "
         "creamy tangy pickled crunchy sweet savoury rich light bright hearty comforting rustic classic").split()
DIETS = [[], ["vegetarian"], ["vegan", "gluten-free"], ["halal"], ["gluten-free"], ["dairy-free"]]
ALLERGENS = ["gluten", "milk", "egg", "soy", "sesame", "mustard", "fish"]


def description(rng):
    words = [rng.choice(WORDS) for _ in range(60)]
    words[3] = "**" + words[3] + "**"
    words[10] = "*" + words[10] + "*"
    text = " ".join(words)
    return text[0].upper() + text[1:] + "."


def generate(folder, items, categories):
    rng = random.Random(42)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(os.path.join(folder, "images"))
    os.makedirs(os.path.join(folder, "pages"))
    with open(os.path.join(folder, "images", "dish.svg"), "w") as f:
        f.write('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">'
                '<rect width="400" height="300" fill="#8a1c2b"/></svg>\n')
    restaurant = {
        "name": "Benchmark Bistro", "tagline": "Ten thousand dishes.", "baseURL": "https://bench.example/",
        "currency": "CAD", "locale": "en_CA", "timeZone": "America/Toronto", "taxRate": "0.13",
        "address": {"streetAddress": "1 Main St", "locality": "Toronto", "region": "ON", "country": "CA"},
        "location": {"latitude": 43.65, "longitude": -79.38},
        "hours": {d: ["11:00-21:00"] for d in ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]},
        "contact": {"email": "hi@bench.example", "phone": "+1 416 555 0100"},
    }
    cats = []
    per = items // categories
    for c in range(categories):
        entries = []
        for i in range(per if c < categories - 1 else items - per * (categories - 1)):
            n = c * per + i
            entry = {
                "sku": f"B-{n:05d}", "name": f"{rng.choice(WORDS).title()} {rng.choice(WORDS).title()} Plate {n}",
                "price": f"{rng.randint(5, 40)}.{rng.choice(['00', '25', '50', '75', '95'])}",
                "description": description(rng), "calories": rng.randint(200, 1200),
                "diet": rng.choice(DIETS), "allergens": rng.sample(ALLERGENS, rng.randint(0, 3)),
            }
            if n % 10 == 0:
                entry["image"] = "images/dish.svg"
            if n % 50 == 0:
                entry["stock"] = 0
            entries.append(entry)
        cats.append({"id": f"category-{c:03d}", "name": f"Category {c}", "description": description(rng), "items": entries})
    with open(os.path.join(folder, "restaurant.json"), "w") as f:
        json.dump(restaurant, f, indent=2)
    with open(os.path.join(folder, "menu.json"), "w") as f:
        json.dump({"categories": cats}, f, indent=1, ensure_ascii=False)
    with open(os.path.join(folder, "pages", "about.md"), "w") as f:
        f.write("---\ntitle: About\nmenuOrder: 1\n---\n\n# About\n\n" + description(rng) + "\n")


def measure(command):
    """Runs `command` under a fresh Python child so ru_maxrss is this run's own peak."""
    probe = ("import resource,subprocess,sys,time;s=time.perf_counter();"
             "subprocess.run(sys.argv[1:],check=True,stdout=subprocess.DEVNULL);"
             "w=time.perf_counter()-s;print(w,resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", probe] + command, check=True, capture_output=True, text=True).stdout
    wall, rss_kb = out.split()
    return float(wall), int(rss_kb) / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--items", type=int, default=10_000)
    parser.add_argument("--categories", type=int, default=100)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-build", action="store_true", help="use the existing release binary")
    parser.add_argument("--binary", help="the bistro binary to time (implies --no-build)")
    args = parser.parse_args()

    work = os.path.join(ROOT, "Benchmarks", "work")
    content = os.path.join(work, "Content")
    tmp = "/dev/shm" if os.path.isdir("/dev/shm") else work
    output = os.path.join(tmp, f"bistro-bench-site-{os.getpid()}")
    generate(content, args.items, args.categories)
    if not args.no_build and not args.binary:
        subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--product", "bistro"], cwd=ROOT,
                       check=True)
    bistro = args.binary or os.path.join(ROOT, ".build", "release", "bistro")
    command = [bistro, "build", "--quiet", "--content", content, "--templates", os.path.join(ROOT, "Templates"), "--output", output]

    cold, rebuild = [], []
    try:
        for _ in range(args.runs):
            shutil.rmtree(output, ignore_errors=True)
            cold.append(measure(command))
            rebuild.append(measure(command))
        pages = sum(1 for _, _, files in os.walk(output) for name in files if name == "index.html")
    finally:
        shutil.rmtree(output, ignore_errors=True)

    def report(label, runs):
        walls = [w for w, _ in runs]
        median = statistics.median(walls)
        print(f"{label:>16}: median {median * 1000:7.1f} ms  (min {min(walls) * 1000:.1f}, max {max(walls) * 1000:.1f})"
              f"  {pages / median:9.0f} pages/s  peak RSS {max(r for _, r in runs):6.1f} MB")

    print(f"{args.items} items in {args.categories} categories -> {pages} pages, output on {tmp}, {args.runs} runs each")
    report("cold build", cold)
    report("no-change build", rebuild)
    beside_hugo(bistro, args, tmp)


def beside_hugo(bistro, args, tmp):
    """The same menu (gen_menu.py) built cold by Bistro and by Hugo, alternating; medians and their ratio."""
    gen_menu = os.path.join(ROOT, "..", "shared", "bench", "gen_menu.py")
    hugo = shutil.which("hugo")
    if not hugo or not os.path.exists(gen_menu):
        print("beside Hugo: skipped (needs `hugo` and ../shared/bench/gen_menu.py)")
        return
    menu = os.path.join(tmp, f"bistro-bench-menu-{os.getpid()}")
    try:
        subprocess.run([sys.executable, gen_menu, menu, str(args.items)], check=True, stdout=subprocess.DEVNULL)
        bistro_out, hugo_out = os.path.join(menu, "bistro-site"), os.path.join(menu, "hugo-site")
        bistro_command = [bistro, "build", "--quiet", "--content", os.path.join(menu, "bistro", "Content"),
                          "--output", bistro_out]
        hugo_command = [hugo, "--quiet", "-s", os.path.join(menu, "hugo"), "-d", hugo_out]
        runs = {"bistro": [], "hugo": []}
        for run in range(args.runs):
            pair = [("bistro", bistro_command, bistro_out), ("hugo", hugo_command, hugo_out)]
            for name, command, out in (pair if run % 2 == 0 else pair[::-1]):
                shutil.rmtree(out, ignore_errors=True)
                runs[name].append(measure(command))
        medians = {name: statistics.median(w for w, _ in r) for name, r in runs.items()}
        peaks = {name: max(m for _, m in r) for name, r in runs.items()}
        for name in ("bistro", "hugo"):
            print(f"{'cold, ' + name:>16}: median {medians[name] * 1000:7.1f} ms  peak RSS {peaks[name]:6.1f} MB"
                  f"  (gen_menu.py, {args.items} items, {args.runs} alternated runs)")
        ratio = medians["hugo"] / medians["bistro"]
        print(f"Bistro is {ratio:.2f}x faster than Hugo ({'at least' if ratio >= 2 else 'BELOW'} 2x); peak RSS "
              f"{peaks['bistro']:.1f} MB ({'within' if peaks['bistro'] <= 100 else 'OVER'} 100 MB)")
    finally:
        shutil.rmtree(menu, ignore_errors=True)


if __name__ == "__main__":
    main()
