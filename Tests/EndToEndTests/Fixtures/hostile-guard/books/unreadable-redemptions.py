# Makes the coupon redemptions of an order book unreadable, as a damaged disk would, and mends them again:
#   python3 unreadable-redemptions.py BOOK damage   (keeps the page's first bytes in BOOK.kept-page)
#   python3 unreadable-redemptions.py BOOK mend
# The root page of the index a batch counts redemptions through (coupon_redemptions_code) gets an invalid
# page type, so every read through it fails with "database disk image is malformed"; the schema is untouched
# (a book whose schema was changed is refused before anything reads it).
import sqlite3, sys

book, action = sys.argv[1], sys.argv[2]
c = sqlite3.connect(book)
c.execute('PRAGMA wal_checkpoint(TRUNCATE)')
page_size = c.execute('PRAGMA page_size').fetchone()[0]
root = c.execute("SELECT rootpage FROM sqlite_master WHERE name = 'coupon_redemptions_code'").fetchone()[0]
c.close()
offset = (root - 1) * page_size
with open(book, 'r+b') as f:
    f.seek(offset)
    if action == 'damage':
        with open(book + '.kept-page', 'wb') as kept:
            kept.write(f.read(8))
        f.seek(offset)
        f.write(bytes([0x01]) + bytes(7))
    else:
        with open(book + '.kept-page', 'rb') as kept:
            f.write(kept.read())
