"""The order page's photos are kept by its service worker once seen: after an offline reload (DevTools network
emulation, with the server stopped too) the dish's photo still shows, from the worker's cache of pictures."""
import shutil

import support

PHOTO = support.ROOT / "Tests/Photos/coffee.jpg"
SHOWN = """var img = document.querySelector('img.menu-thumb[src*="/images/coffee-"]');
if (!img) return null;
img.scrollIntoView({block: 'center'});
return img.complete && img.naturalWidth > 0 ? img.currentSrc : null;"""
KEPT = """var done = arguments[arguments.length - 1];
caches.open('bistro-pictures-v1').then(function (cache) { return cache.keys(); })
  .then(function (keys) { done(keys.map(function (k) { return k.url; })); }, function () { done([]); });"""


def with_a_photo(folder):
    """The demo's content with the Royal Burger shown by scikit-image's coffee photo (Tests/Photos)."""
    content = folder / "Content"
    shutil.copytree(support.CONTENT, content)
    shutil.copy(PHOTO, content / "images/coffee.jpg")
    menu = content / "menu.json"
    menu.write_text(menu.read_text().replace('"images/royal-burger.svg"', '"images/coffee.jpg"'))
    return content


def test_the_order_page_shows_its_photos_offline(desktop):
    with support.own_site("bistro-photos-", support.today_noon(), prepare=with_a_photo, orders=False) as (_, server):
        support.loaded(desktop, server.url + "/order/")
        support.wait(desktop, lambda d: d.execute_script("return !!(navigator.serviceWorker && navigator.serviceWorker.controller)"),
                     "no service worker controls /order/")
        # Under the worker's control, the photo goes through it and is kept.
        support.loaded(desktop, server.url + "/order/")
        online = support.wait(desktop, lambda d: d.execute_script(SHOWN), "the dish's photo never showed")
        assert online.endswith(".webp"), f"Chromium took {online}, not the WebP copy"
        support.wait(desktop, lambda d: online in d.execute_async_script(KEPT),
                     lambda: f"{online} is not among the kept pictures {desktop.execute_async_script(KEPT)}")

        desktop.execute_cdp_cmd("Network.enable", {})
        desktop.execute_cdp_cmd("Network.emulateNetworkConditions",
                                {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        server.stop()
        support.loaded(desktop, server.url + "/order/")
        assert not desktop.execute_script("return navigator.onLine"), "the browser was not offline"
        offline = support.wait(desktop, lambda d: d.execute_script(SHOWN), "offline, the dish's photo did not show")
        assert offline == online
