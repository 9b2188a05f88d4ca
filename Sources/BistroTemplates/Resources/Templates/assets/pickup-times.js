// The pickup rules of `bistro process` (docs/pickup.md), for the order page's chooser: opening hours,
// slots, lead time, days ahead and closures, on the restaurant's clock. No DOM here.
import { clockText } from './clock-text.js';

var formats = {};
export function zonedParts(date, timeZone) {
  var parts = {};
  // One formatter per zone: pickup days ahead ask for thousands of times.
  formats[timeZone] = formats[timeZone] || new Intl.DateTimeFormat('en-US', {
    timeZone: timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit',
    hour: '2-digit', minute: '2-digit', second: '2-digit', weekday: 'short'
  });
  formats[timeZone].formatToParts(date).forEach(function (p) { parts[p.type] = p.value; });
  var hour = Number(parts.hour) % 24;
  return {
    day: parts.year + '-' + parts.month + '-' + parts.day, weekday: parts.weekday.slice(0, 3).toLowerCase(),
    minute: hour * 60 + Number(parts.minute), year: Number(parts.year), month: Number(parts.month),
    date: Number(parts.day), hour: hour, clockMinute: Number(parts.minute), second: Number(parts.second)
  };
}
// Minutes east of UTC of `timeZone` at `date`.
function offsetMinutes(date, timeZone) {
  var p = zonedParts(date, timeZone);
  var asUTC = Date.UTC(p.year, p.month - 1, p.date, p.hour, p.clockMinute, p.second);
  return Math.round((asUTC - Math.floor(date.getTime() / 1000) * 1000) / 60000);
}
function two(n) { return (n < 10 ? '0' : '') + n; }
function dayParts(day) { return day.split('-').map(Number); }
// The calendar day `n` days after `day` ("2026-11-23").
export function dayAfter(day, n) {
  var p = dayParts(day);
  return new Date(Date.UTC(p[0], p[1] - 1, p[2] + n)).toISOString().slice(0, 10);
}
var WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
function weekdayOf(day) {
  var p = dayParts(day);
  return WEEKDAYS[(new Date(Date.UTC(p[0], p[1] - 1, p[2])).getUTCDay() + 6) % 7];
}
// Local minute `m` of `day` as {ms, iso, text}: the RFC 3339 time with the zone's offset at that moment
// ("2026-11-23T18:30:00-05:00"); null when the clock skips it (a daylight-saving gap).
function localTime(day, m, timeZone) {
  var p = dayParts(day);
  var guess = Date.UTC(p[0], p[1] - 1, p[2], Math.floor(m / 60), m % 60);
  var offset = offsetMinutes(new Date(guess), timeZone);
  offset = offsetMinutes(new Date(guess - offset * 60000), timeZone);
  var ms = guess - offset * 60000;
  var back = zonedParts(new Date(ms), timeZone);
  if (back.day !== day || back.minute !== m) return null;
  var sign = offset < 0 ? '-' : '+';
  var abs = Math.abs(offset);
  var text = two(Math.floor(m / 60)) + ':' + two(m % 60);
  return { ms: ms, minute: m, text: text, iso: day + 'T' + text + ':00' + sign + two(Math.floor(abs / 60)) + ':' + two(abs % 60) };
}
// As OpeningHours.isOpen: today's ranges, and yesterday's that run past midnight.
function isOpen(hours, weekday, minute) {
  var index = WEEKDAYS.indexOf(weekday);
  var yesterday = WEEKDAYS[(index + 6) % 7];
  return (hours[weekday] || []).some(function (r) { return r[0] <= minute && minute < r[1]; }) ||
    (hours[yesterday] || []).some(function (r) { return r[0] <= minute + 1440 && minute + 1440 < r[1]; });
}
function hasHours(hours) {
  return WEEKDAYS.some(function (d) { return (hours[d] || []).length > 0; });
}

// ---- pickup times: what `bistro process` accepts (docs/pickup.md), on the restaurant's clock ----
// The slots of `day` (every slotMinutes from midnight) that are open by the hours (any, without hours)
// and start at or after `earliest` (ms); none on a closure.
function slotsOn(data, day, earliest) {
  var hours = data.hours || {};
  var limited = hasHours(hours);
  var step = Math.max(1, data.slotMinutes || 15);
  var weekday = weekdayOf(day);
  var times = [];
  if ((data.closures || []).indexOf(day) >= 0) return times;
  // A day whose offset does not change (every day but two a year, at most) needs no clock per slot.
  var p = dayParts(day);
  var midnight = Date.UTC(p[0], p[1] - 1, p[2]);
  var offset = offsetMinutes(new Date(midnight - 14 * 3600000), data.timeZone);
  var steady = offset === offsetMinutes(new Date(midnight + 38 * 3600000), data.timeZone);
  var zone = (offset < 0 ? '-' : '+') + two(Math.floor(Math.abs(offset) / 60)) + ':' + two(Math.abs(offset) % 60);
  for (var m = 0; m < 1440; m += step) {
    if (limited && !isOpen(hours, weekday, m)) continue;
    var text = two(Math.floor(m / 60)) + ':' + two(m % 60);
    var time = steady ? { ms: midnight + (m - offset) * 60000, minute: m, text: text, iso: day + 'T' + text + ':00' + zone }
      : localTime(day, m, data.timeZone);
    if (time && time.ms >= earliest) times.push(time);
  }
  return times;
}
// What the page offers at `now`: {today, days: [{day, asap, times}]} from today to today + advanceDays,
// times ({ms, minute, text "18:30", iso, label in `data.locale`: "6:30 PM" in en-US}) from now +
// leadMinutes, days without a time left out; "as soon as possible" only today, when it is not a closure
// and has a time left (or the restaurant gives no hours), with `opensAt` (its first time's label,
// "11:30 AM") while the restaurant is closed now: an order placed then is prepared from the opening.
// `full` holds the times the processor answered `slot_full` for.
export function pickupOffer(data, now, full) {
  var clock = zonedParts(now, data.timeZone);
  var today = clock.day;
  var earliest = now.getTime() + (data.leadMinutes || 0) * 60000;
  var days = [];
  for (var i = 0; i <= Math.max(0, data.advanceDays || 0); i++) {
    var day = dayAfter(today, i);
    var times = slotsOn(data, day, earliest).filter(function (t) { return !full[t.iso]; });
    times.forEach(function (t) { t.label = clockText(t.minute, data.locale); });
    var asap = i === 0 && (data.closures || []).indexOf(day) < 0 && (times.length > 0 || !hasHours(data.hours || {}));
    if (!asap && !times.length) continue;
    var entry = { day: day, asap: asap, times: times };
    if (asap && times.length && hasHours(data.hours || {}) && !isOpen(data.hours, clock.weekday, clock.minute)) {
      entry.opensAt = times[0].label;
    }
    days.push(entry);
  }
  return { today: today, days: days };
}
// The first slot on a day after `today` (within a year) the restaurant is open: {day, minute} or null.
function nextOpening(data, today) {
  for (var i = 1; i <= 366; i++) {
    var times = slotsOn(data, dayAfter(today, i), -Infinity);
    if (times.length) return { day: dayAfter(today, i), minute: times[0].minute };
  }
  return null;
}
export function dayName(day, today, locale, long) {
  var p = dayParts(day);
  var options = { weekday: 'long', timeZone: 'UTC' };
  if (long || day > dayAfter(today, 6)) { options.day = 'numeric'; options.month = 'long'; }
  var date = new Date(Date.UTC(p[0], p[1] - 1, p[2]));
  try {
    return new Intl.DateTimeFormat(locale, options).format(date);
  } catch (e) {
    return new Intl.DateTimeFormat('en', options).format(date);
  }
}
// What to say when no time is left at all: "We take no more orders today; we open again Tuesday at
// 11:00 a.m." (the time in `locale`).
export function noPickupText(data, offer, locale) {
  var advance = Math.max(0, data.advanceDays || 0);
  var first = (data.closures || []).indexOf(offer.today) >= 0 && advance === 0 ? 'We are closed today'
    : advance === 0 ? 'We take no more orders today'
    : 'No pickup time is left today or in the next ' + (advance === 1 ? 'day' : advance + ' days');
  var next = nextOpening(data, offer.today);
  var text = first + (next ? '; we open again ' + dayName(next.day, offer.today, locale) + ' at ' + clockText(next.minute, locale) : '');
  return /\.$/.test(text) ? text : text + '.'; // "11:00 a.m." ends the sentence already
}
