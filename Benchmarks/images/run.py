#!/usr/bin/env python3
"""Image benchmark (issue 28): `bistro build` preparing 200 photos beside Hugo's image processing.

Makes PHOTOS distinct 2400x1600 JPEG photos from scikit-image's coffee photo (Tests/Photos/coffee.jpg, CC0)
with the `vips` command (Debian's libvips-tools), then, on tmpfs:
  1. Bistro: the demo's Content with a category of PHOTOS dishes, one photo each. A cold build (the output
     and its photo cache removed) and a no-change build, RUNS times each.
  2. Hugo: a one-page site whose template resizes the same photos to the same widths (320, 640, 1280) in
     WebP and JPEG at quality 80 (`.Resize "640x webp q80"`), cold (public/ and resources/ removed) and with
     its cache, alternated with Bistro's runs. Medians are compared.
  3. Bytes a phone downloads for the menu page (headless Chromium at 390x844, device pixel ratio 3, scrolled
     to the end so every lazy picture loads), with this binary and, with --baseline, with an older one that
     published the originals only.
  4. The peak memory of `bistro build` refusing a pixel bomb (a 150 KB PNG declaring 50,000 x 50,000 pixels).

    python3 Benchmarks/images/run.py [--photos 200] [--runs 3] [--binary .build/release/bistro]
                                     [--baseline OLD/bistro] [--work DIR]
"""
import argparse, json, os, re, shutil, statistics, struct, subprocess, sys, tempfile, threading, time, zlib
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
WIDTHS = (320, 640, 1280)


def run_timed(command, cwd=None):
    """Wall seconds and peak RSS (MB) of one command, which must succeed."""
    started = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - started
    stderr = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(command)} failed: {stderr}")
    return elapsed, usage.ru_maxrss / 1024


def make_photos(folder, count):
    os.makedirs(folder, exist_ok=True)
    base = os.path.join(folder, "base.v")
    subprocess.run(["vips", "resize", os.path.join(ROOT, "Tests/Photos/coffee.jpg"), base, "4"], check=True)

    def one(index):
        # A different brightness and a different crop per photo: distinct bytes, as 200 real photos.
        path = os.path.join(folder, f"photo-{index:03d}.jpg")
        tinted = path + ".v"
        subprocess.run(["vips", "linear", base, tinted, f"{0.9 + (index % 21) / 100:.2f}", "0"], check=True)
        subprocess.run(["vips", "crop", tinted, path + "[Q=85]", str(index % 17), str(index % 13), "2380", "1586"],
                       check=True)
        os.remove(tinted)
        return path

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        photos = list(pool.map(one, range(count)))
    os.remove(base)
    return photos


def bistro_content(folder, photos):
    content = os.path.join(folder, "Content")
    shutil.copytree(os.path.join(ROOT, "Content"), content)
    for photo in photos:
        shutil.copy(photo, os.path.join(content, "images"))
    path = os.path.join(content, "menu.json")
    menu = json.load(open(path))
    menu["categories"].append({
        "id": "photo-bench", "name": "From the grill", "description": "Dishes with photos.",
        "items": [{"sku": f"PH-{index:03d}", "name": f"Grilled plate {index}", "price": "12.50",
                   "description": "A plate from the grill.", "image": "images/" + os.path.basename(photo)}
                  for index, photo in enumerate(photos)]})
    json.dump(menu, open(path, "w"), indent=2)
    return content


def hugo_site(folder, photos):
    site = os.path.join(folder, "hugo")
    os.makedirs(os.path.join(site, "assets", "photos"))
    os.makedirs(os.path.join(site, "layouts"))
    for photo in photos:
        shutil.copy(photo, os.path.join(site, "assets", "photos"))
    with open(os.path.join(site, "config.toml"), "w") as f:
        f.write('baseURL = "http://example.org/"\nresourceDir = "resources"\n'
                'disableKinds = ["taxonomy", "term", "RSS", "sitemap", "404", "robotsTXT", "section", "page"]\n'
                '[imaging]\nquality = 80\n')
    webp = ", ".join(f'{{{{ (.Resize "{w}x webp q80").RelPermalink }}}} {w}w' for w in WIDTHS)
    jpeg = ", ".join(f'{{{{ (.Resize "{w}x q80").RelPermalink }}}} {w}w' for w in WIDTHS)
    with open(os.path.join(site, "layouts", "index.html"), "w") as f:
        f.write('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Menu</title></head><body><ul>\n'
                '{{ range resources.Match "photos/*.jpg" }}<li><picture><source type="image/webp" '
                f'srcset="{webp}" sizes="3.5rem"><img src="{{{{ (.Resize "320x q80").RelPermalink }}}}" '
                f'srcset="{jpeg}" sizes="3.5rem" alt="" loading="lazy"></picture></li>\n'
                '{{ end }}</ul></body></html>\n')
    return site


def pixel_bomb(path):
    """A valid PNG header declaring 50,000 x 50,000 RGB pixels, with a little compressed data."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = zlib.compress(b"\0" * (1 + 50_000 * 3) * 1_000, 9)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 50_000, 50_000, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", rows) + chunk(b"IEND", b""))


def phone_bytes(binary, content, work, label, templates=os.path.join(ROOT, "Templates")):
    """Bytes a phone at 390x844 (DPR 3) downloads for /menu/, scrolled to the end: the page and every
    resource, as Chromium's resource timing reports them (encoded body sizes)."""
    sys.path.insert(0, os.path.join(ROOT, "Tests", "Browser"))
    import support
    site = os.path.join(work, "site-" + label)
    shutil.rmtree(site, ignore_errors=True)
    subprocess.run([binary, "build", "--quiet", "--content", content, "--templates", templates, "--output", site],
                   check=True)
    server = subprocess.Popen([binary, "serve", "--output", site, "--listen", "127.0.0.1:0"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        url = re.search(r"http://127\.0\.0\.1:\d+", server.stdout.readline()).group(0)
        threading.Thread(target=server.stdout.read, daemon=True).start()
        driver = support.chromium((390, 844))
        try:
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True})
            driver.execute_cdp_cmd("Network.enable", {})
            driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
            driver.get(url + "/menu/")
            height = driver.execute_script("return document.body.scrollHeight")
            for y in range(0, height + 844, 600):
                driver.execute_script(f"window.scrollTo(0, {y})")
                time.sleep(0.05)
            time.sleep(1.0)
            return driver.execute_script(
                "const n = performance.getEntriesByType('navigation')[0];"
                "return performance.getEntriesByType('resource').reduce("
                "(sum, r) => sum + r.encodedBodySize, n.encodedBodySize);")
        finally:
            driver.quit()
    finally:
        server.terminate()
        server.wait()


def main():
    sys.stdout.reconfigure(line_buffering=True)
    parser = argparse.ArgumentParser()
    parser.add_argument("--photos", type=int, default=200)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "bistro"))
    parser.add_argument("--baseline", help="an older bistro that published the originals only")
    parser.add_argument("--baseline-commit", default="8666286",
                        help="the commit of --baseline: its templates, and content without the keys it lacks")
    parser.add_argument("--bytes-only", action="store_true", help="skip the timed builds")
    parser.add_argument("--work", default=None)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    for tool in ("vips", "hugo"):
        if not shutil.which(tool):
            sys.exit(f"{tool} is needed (apt-get install libvips-tools hugo)")
    work = args.work or tempfile.mkdtemp(prefix="bistro-images-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
    os.makedirs(work, exist_ok=True)
    photos = make_photos(os.path.join(work, "photos"), args.photos)
    source_mb = sum(os.path.getsize(p) for p in photos) / 1e6
    print(f"{len(photos)} photos, 2380x1586 JPEG, {source_mb:.1f} MB in all")
    content = bistro_content(work, photos)
    hugo = hugo_site(work, photos)
    output = os.path.join(work, "Site")
    build = [binary, "build", "--quiet", "--content", content, "--templates", os.path.join(ROOT, "Templates"),
             "--output", output]
    figures = {"bistro cold": [], "bistro no-change": [], "hugo cold": [], "hugo no-change": []}
    peaks = {"bistro": 0.0, "hugo": 0.0}
    for run in range(0 if args.bytes_only else args.runs):
        for name in (("bistro", "hugo") if run % 2 == 0 else ("hugo", "bistro")):
            if name == "bistro":
                shutil.rmtree(output, ignore_errors=True)
                commands = [build, build]
                cwd = None
            else:
                for folder in ("public", "resources"):
                    shutil.rmtree(os.path.join(hugo, folder), ignore_errors=True)
                commands = [["hugo", "--quiet"], ["hugo", "--quiet"]]
                cwd = hugo
            for kind, command in zip(("cold", "no-change"), commands):
                seconds, peak = run_timed(command, cwd=cwd)
                figures[f"{name} {kind}"].append(seconds)
                peaks[name] = max(peaks[name], peak)
    medians = {key: statistics.median(values) for key, values in figures.items() if values}
    for key, value in medians.items():
        print(f"{key:18s} median {value:7.3f} s  ({', '.join(f'{v:.3f}' for v in figures[key])})")
    if medians:
        print(f"peak RSS: bistro {peaks['bistro']:.1f} MB, hugo {peaks['hugo']:.1f} MB")
        print(f"cold: Bistro {medians['hugo cold'] / medians['bistro cold']:.2f}x Hugo's speed; no-change: Bistro "
              f"{medians['bistro no-change'] * 1000:.0f} ms, Hugo {medians['hugo no-change'] * 1000:.0f} ms")
        copies = [n for n in os.listdir(os.path.join(output, "images")) if n.startswith("photo-") and n.count(".") == 2]
        print(f"Bistro published {len(copies)} resized copies")

    after = phone_bytes(binary, content, work, "new")
    line = f"phone, /menu/ scrolled to the end: {after / 1e6:.2f} MB with this binary"
    if args.baseline:
        old = os.path.join(work, "old")
        shutil.rmtree(old, ignore_errors=True)
        os.makedirs(old)
        subprocess.run(f"git -C {ROOT} archive {args.baseline_commit} Sources/BistroTemplates/Resources/Templates"
                       f" | tar -x -C {old}", shell=True, check=True)
        old_content = os.path.join(old, "Content")
        shutil.copytree(content, old_content)
        restaurant = os.path.join(old_content, "restaurant.json")
        settings = json.load(open(restaurant))
        settings.get("orders", {}).pop("reviewEndpoint", None)
        settings.pop("reviews", None)
        json.dump(settings, open(restaurant, "w"), indent=2)
        before = phone_bytes(os.path.abspath(args.baseline), old_content, work, "old",
                             templates=os.path.join(old, "Sources/BistroTemplates/Resources/Templates"))
        line += f", {before / 1e6:.2f} MB with the baseline ({before / max(after, 1):.1f}x more)"
    print(line)

    bomb = os.path.join(work, "bomb")
    shutil.copytree(os.path.join(ROOT, "Content"), os.path.join(bomb, "Content"))
    pixel_bomb(os.path.join(bomb, "Content", "images", "bomb.png"))
    path = os.path.join(bomb, "Content", "menu.json")
    menu = json.load(open(path))
    menu["categories"][0]["items"][0]["image"] = "images/bomb.png"
    json.dump(menu, open(path, "w"), indent=2)
    process = subprocess.Popen([binary, "build", "--quiet", "--content", os.path.join(bomb, "Content"),
                                "--templates", os.path.join(ROOT, "Templates"), "--output", os.path.join(bomb, "Site")],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    message = process.stderr.read().decode(errors="replace").strip().splitlines()
    print(f"pixel bomb ({os.path.getsize(os.path.join(bomb, 'Content/images/bomb.png')) // 1024} KB, 50,000x50,000): "
          f"exit {os.waitstatus_to_exitcode(status)}, peak RSS {usage.ru_maxrss / 1024:.1f} MB; "
          f"{message[0] if message else 'no message'}")
    if not args.work:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
