import Foundation

/// An event's time zone in iCalendar: its VTIMEZONE (RFC 5545 §3.6.5), which §3.2.19 requires for every
/// TZID a calendar names, and how the event's start is written on its clock.
///
/// Made from Foundation's `TimeZone` (the system's tz database), which gives the zone's transitions but
/// not its yearly rules, so the VTIMEZONE lists actual transitions rather than an RRULE: the one in force
/// when the event starts (the last within 400 days before it), any during the event, and the next after
/// it. Each observance is a STANDARD or a DAYLIGHT with the transition's DTSTART (the wall-clock time
/// before it, as §3.6.5 says), TZOFFSETFROM, TZOFFSETTO and TZNAME. A zone with daylight saving time thus
/// has a STANDARD and a DAYLIGHT; a zone whose offset changed neither in the 400 days before the event nor
/// after it (Asia/Tokyo) has one STANDARD from 1970 with its offset on both sides. Readers that know the
/// zone by its name (most do: the TZID is the IANA name) use their own rules; the others find the
/// instants the event needs here.
struct CalendarTimeZone {
    struct Observance: Equatable {
        /// When the offset changes; nil for the constant observance that starts in 1970.
        var onset: Date?
        var offsetFrom: Int
        var offsetTo: Int
        var isDaylight: Bool
        var name: String?
    }

    let zone: TimeZone
    /// In time order; the first is in force when the event starts.
    let observances: [Observance]

    /// The zone around an event from `start` to `end`.
    init(_ zone: TimeZone, from start: Date, to end: Date) {
        self.zone = zone
        var transitions: [Date] = []
        var cursor = start.addingTimeInterval(-400 * 86_400)
        while transitions.count < 16, let next = zone.nextDaylightSavingTimeTransition(after: cursor) {
            transitions.append(next)
            cursor = next
            if next > end { break }
        }
        let inForce =
            transitions.last { $0 <= start }.map { Self.observance(zone, at: $0) }
            ?? Observance(
                onset: nil, offsetFrom: zone.secondsFromGMT(for: start), offsetTo: zone.secondsFromGMT(for: start),
                isDaylight: zone.isDaylightSavingTime(for: start),
                name: Self.name(zone, daylight: zone.isDaylightSavingTime(for: start)))
        observances = [inForce] + transitions.filter { $0 > start }.map { Self.observance(zone, at: $0) }
    }

    private static func observance(_ zone: TimeZone, at onset: Date) -> Observance {
        let isDaylight = zone.isDaylightSavingTime(for: onset)
        return Observance(
            onset: onset, offsetFrom: zone.secondsFromGMT(for: onset.addingTimeInterval(-1)),
            offsetTo: zone.secondsFromGMT(for: onset), isDaylight: isDaylight, name: name(zone, daylight: isDaylight))
    }

    /// The short English name ("EST", "EDT"), or the offset form ("GMT+9") where the tz database's
    /// English names have no abbreviation.
    private static func name(_ zone: TimeZone, daylight: Bool) -> String? {
        zone.localizedName(for: daylight ? .shortDaylightSaving : .shortStandard, locale: Locale(identifier: "en_US"))
    }

    /// The TZID as a parameter value: the IANA name as it is (letters, digits, "/", "_", "+", "-", "."),
    /// anything else quoted.
    var tzidParameter: String {
        let plain = zone.identifier.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || Array("/_+-.".utf8).contains(byte)
        }
        return plain && zone.identifier.utf8.count <= Self.identifierLimit.octets
            ? zone.identifier : ICalendarText.parameter(zone.identifier, limit: Self.identifierLimit)
    }

    private static let identifierLimit = ICalendarText.Limit(characters: 100, octets: 100)

    /// The event's DTSTART: on the zone's clock with its TZID (`DTSTART;TZID=America/Toronto:20261122T183000`),
    /// or in UTC when that clock time happens twice and the event is at the second (01:30 on the night the
    /// clocks go back), as a clock time names the first of the two (§3.3.5).
    func startProperty(_ start: Date) -> (name: String, value: String) {
        let inForce = observances[0]
        if let onset = inForce.onset, inForce.offsetFrom > inForce.offsetTo,
            start < onset.addingTimeInterval(TimeInterval(inForce.offsetFrom - inForce.offsetTo))
        {
            return ("DTSTART", ICalendarTime.utc(start))
        }
        let seconds = Int(start.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: start)
        return ("DTSTART;TZID=" + tzidParameter, ICalendarTime.local(secondsSince1970: seconds))
    }

    /// The VTIMEZONE component.
    func write(to lines: inout ICalendarLines) {
        lines.component("VTIMEZONE") { lines in
            lines.add("TZID", ICalendarText.value(zone.identifier, limit: Self.identifierLimit))
            for observance in observances {
                lines.component(observance.isDaylight ? "DAYLIGHT" : "STANDARD") { lines in
                    let local = observance.onset.map {
                        ICalendarTime.local(secondsSince1970: Int($0.timeIntervalSince1970) + observance.offsetFrom)
                    }
                    lines.add("DTSTART", local ?? "19700101T000000")
                    lines.add("TZOFFSETFROM", ICalendarTime.offset(seconds: observance.offsetFrom))
                    lines.add("TZOFFSETTO", ICalendarTime.offset(seconds: observance.offsetTo))
                    if let name = observance.name {
                        lines.add("TZNAME", ICalendarText.value(name, limit: Self.identifierLimit))
                    }
                }
            }
        }
    }
}
