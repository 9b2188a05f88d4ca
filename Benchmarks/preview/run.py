#!/usr/bin/env python3
"""Live preview latency: starts `bistro serve --preview` on a copy of the demo (Content/ and Templates/),
listens to its event stream like an open page does, then makes EDITS edits to Content/menu.json (a dish's
name) and times each from the moment the file is written to the moment the `reload` event arrives (when a
browser would reload). Checks after each edit that the page shows the new name. Prints the median and max.

    python3 Benchmarks/preview/run.py [--edits 20] [--binary .build/release/bistro]
"""
import argparse, os, re, shutil, signal, socket, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PAGE = "/menu/burgers-n-wraps/rc-burg-01/"


def get(port, path):
    with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    return data.decode("utf-8", "replace")


class EventStream:
    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=30)
        self.sock.sendall(b"GET /__bistro/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        self.text = ""

    def wait_for(self, event, deadline=30.0):
        """Reads until `event: EVENT` appears after what was read before; returns the time it arrived."""
        start = len(self.text)
        end = time.monotonic() + deadline
        while f"event: {event}\n" not in self.text[start:]:
            if time.monotonic() > end:
                sys.exit(f"no {event} event within {deadline} s; got: {self.text[start:]!r}")
            self.sock.settimeout(max(0.01, end - time.monotonic()))
            chunk = self.sock.recv(65536)
            if not chunk:
                sys.exit("the event stream closed")
            self.text += chunk.decode("utf-8", "replace")
        return time.perf_counter()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "bistro"))
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="bistro-preview-bench-")
    server = None
    try:
        for folder in ("Content", "Templates"):
            shutil.copytree(os.path.join(ROOT, folder), os.path.join(work, folder))
        os.makedirs(os.path.join(work, "tmp"))
        server = subprocess.Popen([os.path.abspath(args.binary), "serve", "--preview", "--listen", "127.0.0.1:0"], cwd=work,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                  env={**os.environ, "TMPDIR": os.path.join(work, "tmp")})
        port = None
        builds = []
        while port is None:
            line = server.stdout.readline()
            if not line:
                sys.exit("bistro serve --preview ended before it listened")
            match = re.search(r"Previewing at http://127\.0\.0\.1:(\d+)/", line)
            port = int(match.group(1)) if match else None
        events = EventStream(port)
        events.wait_for("ready")
        menu = os.path.join(work, "Content", "menu.json")
        with open(menu, encoding="utf-8") as f:
            original = f.read()
        times = []
        for edit in range(1, args.edits + 1):
            name = f"Royal Burger {edit}"
            text = original.replace('"Royal Burger"', f'"{name}"')
            start = time.perf_counter()
            with open(menu, "w", encoding="utf-8") as f:
                f.write(text)
            times.append(events.wait_for("reload") - start)
            if f"<h1>{name}</h1>" not in get(port, PAGE):
                sys.exit(f"edit {edit}: the page does not show {name}")
        server.send_signal(signal.SIGTERM)
        out, _ = server.communicate(timeout=30)
        builds = [int(ms) for ms in re.findall(r"files? changed in (\d+) ms", out)][1:]
        ms = [t * 1000 for t in times]
        print(f"{len(ms)} edits of Content/menu.json, write to reload event: median {statistics.median(ms):.0f} ms, "
              f"max {max(ms):.0f} ms (min {min(ms):.0f} ms; of which the build: median {statistics.median(builds):.0f} ms; "
              f"the rest is the {50} ms quiet period and the event)")
        if os.listdir(os.path.join(work, "tmp")):
            sys.exit("the preview's temporary folder was left behind")
    finally:
        if server and server.poll() is None:
            server.kill()
            server.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
