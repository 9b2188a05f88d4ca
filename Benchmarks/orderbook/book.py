"""The order books the publishing benchmark (`run.py`) measures: a copy of the demo Content/ without stock
limits, and N orders spread over the 365 days ending 2026-11-22, submitted and processed day by day with the
real `bistro submit` and `bistro process`; plus the small helpers both files use."""
import datetime, json, os, random, shutil, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
END_DAY = datetime.date(2026, 11, 22)
DAYS = 365
BOOK_FORMAT = 2  # bump when the generated orders change, so --keep refills

try:
    from zoneinfo import ZoneInfo
    ZONE = ZoneInfo("America/Toronto")  # the demo restaurant's time zone
except Exception:  # no tzdata: a fixed offset still lands inside opening hours (11:00-20:00 at the latest open)
    ZONE = datetime.timezone(datetime.timedelta(hours=-5))


def at(day, hour, minute=0):
    """RFC 3339 for a local wall-clock time in the restaurant's zone on `day`."""
    return datetime.datetime(day.year, day.month, day.day, hour, minute, tzinfo=ZONE).isoformat()


BUILD_NOW = at(END_DAY, 19, 45)


def log(message):
    print(message, file=sys.stderr, flush=True)


def bistro(binary, *args):
    result = subprocess.run([binary, *args], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"bistro {' '.join(args[:1])} failed ({result.returncode}): {result.stderr.strip()}")
    return result.stdout


def process(binary, paths, now, expected):
    """One `bistro process --json` run; every file must be accepted. Returns the accepted order numbers."""
    summary = json.loads(bistro(binary, "process", "--json", "--content", paths["content"], "--templates", paths["templates"],
                                "--spool", paths["spool"], "--db", paths["db"], "--now", now))
    if summary["accepted"] != expected or summary["rejected"] or summary["duplicates"]:
        sys.exit(f"process at {now}: expected {expected} accepted, got {summary['accepted']} accepted, {summary['rejected']} "
                 f"rejected {summary['rejectionsByCode']}, {summary['duplicates']} duplicates")
    return [order["orderNumber"] for order in summary["orders"]]


def submit(binary, spool, files):
    for start in range(0, len(files), 1000):
        bistro(binary, "submit", "--quiet", "--spool", spool, *files[start:start + 1000])


def empty(folder):
    """Deletes the files in a spool folder (accepted orders, delivered messages): the site never reads them."""
    if os.path.isdir(folder):
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.is_file(follow_symlinks=False):
                    os.unlink(entry.path)


def make_content(target):
    """The demo Content/ with every `stock` removed (unlimited; choices' too), so no order is rejected for
    stock. Returns the SKUs, each with the choices an order must make (the first `min` of every required
    option group), or None."""
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(os.path.join(ROOT, "Content"), target)
    skus = []

    def strip(value):
        if isinstance(value, dict):
            if "sku" in value:
                value.pop("stock", None)
                required = {group["id"]: [choice["id"] for choice in group["choices"][:group["min"]]]
                            for group in value.get("options", []) if group.get("min", 0) > 0}
                skus.append((value["sku"], required or None))
            for choice in value.get("choices", []):
                choice.pop("stock", None)
            for child in value.values():
                strip(child)
        elif isinstance(value, list):
            for child in value:
                strip(child)

    for name in ("menu.json", "kits.json"):
        path = os.path.join(target, name)
        with open(path) as f:
            document = json.load(f)
        strip(document)
        with open(path, "w") as f:
            json.dump(document, f, indent=2, ensure_ascii=False)
            f.write("\n")
    return skus


def customers_for(count, rng):
    """Which customer places each of `count` orders: N/4 customers, each at least once; the other orders go
    half to the regulars (a tenth of the customers) and half to anyone, so histories range from 1 to ~20."""
    customers = max(1, count // 4)
    regulars = max(1, customers // 10)
    who = list(range(customers))[:count]
    for _ in range(count - len(who)):
        who.append(rng.randrange(regulars) if rng.random() < 0.5 else rng.randrange(customers))
    rng.shuffle(who)
    return who, customers


def line(sku, quantity):
    """An order line of `sku` (a `make_content` pair) with the choices it requires."""
    code, required = sku
    return {"sku": code, "quantity": quantity, **({"options": required} if required else {})}


def make_order(i, customer, day, skus, rng):
    order = {
        "orderId": f"book-{i}",  # without one, a regular's repeat order with the same bytes would be a duplicate
        "customer": {"name": f"Customer {customer}", "email": f"customer{customer}@example.com", "phone": "+1 416 555 0100"},
        "items": [line(rng.choice(skus), rng.randint(1, 3)) for _ in range(rng.randint(1, 4))],
    }
    if i % 5 == 0:
        order["tip"] = {"percent": rng.choice([10, 15, 20])}
    if i % 3 == 0:
        order["pickupAt"] = at(day, 17, 30)
    if i % 11 == 0:
        order["items"][0]["note"] = "no onions"
    return json.dumps(order)


def fill(binary, book, size, content, skus):
    """A fresh order book of `size` orders, one process run per day. Returns its description."""
    shutil.rmtree(book, ignore_errors=True)
    paths = {"content": content, "templates": os.path.join(ROOT, "Templates"), "spool": os.path.join(book, "spool"),
             "db": os.path.join(book, "orders.sqlite")}
    generated = os.path.join(book, "generated")
    os.makedirs(generated)
    rng = random.Random(size)
    who, customers = customers_for(size, rng)
    recent, done = [], 0
    start = time.perf_counter()
    for d in range(DAYS):
        day = END_DAY - datetime.timedelta(days=DAYS - 1 - d)
        count = size * (d + 1) // DAYS - size * d // DAYS
        if count == 0:
            continue
        files = []
        for i in range(done, done + count):
            path = os.path.join(generated, f"{i:07d}.json")
            with open(path, "w") as f:
                f.write(make_order(i, who[i], day, skus, rng))
            files.append(path)
        submit(binary, paths["spool"], files)
        for path in files:
            os.unlink(path)
        recent = (recent + process(binary, paths, at(day, 15), count))[-64:]
        empty(os.path.join(paths["spool"], "accepted"))
        empty(os.path.join(paths["spool"], "outbox", "new"))
        done += count
        if d % 73 == 72:
            log(f"  {size:,}: {done:,} orders after {d + 1} days, {time.perf_counter() - start:.0f} s")
    seconds = time.perf_counter() - start
    description = {"format": BOOK_FORMAT, "orders": size, "customers": customers, "fillSeconds": round(seconds, 1),
                   "recentOrders": recent}
    with open(os.path.join(book, "filled.json"), "w") as f:
        json.dump(description, f)
    return description
