// A time of day as the restaurant's locale writes it (`Intl.DateTimeFormat`, short time style): "9:30 PM"
// (en-US), "21:30" (de-DE). The page's times read like the opening hours beside them; the values sent
// stay RFC 3339.

var formats = {};
function format(locale) {
  if (!formats[locale]) {
    try {
      formats[locale] = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
    } catch (e) {
      formats[locale] = new Intl.DateTimeFormat('en', { timeStyle: 'short', timeZone: 'UTC' });
    }
  }
  return formats[locale];
}

// `minute` since midnight (a minute past the day is the next day's time) in `locale` ("en-CA" or "en_CA").
export function clockText(minute, locale) {
  var m = ((minute % 1440) + 1440) % 1440;
  return format(String(locale || 'en').replace('_', '-')).format(Date.UTC(1970, 0, 1, Math.floor(m / 60), m % 60));
}

// "21:30" (24-hour, as the API and RFC 3339 write it) in `locale`; any other text as it is.
export function clockTextOf(hhmm, locale) {
  var match = /^(\d{2}):(\d{2})$/.exec(hhmm || '');
  return match ? clockText(Number(match[1]) * 60 + Number(match[2]), locale) : hhmm;
}
