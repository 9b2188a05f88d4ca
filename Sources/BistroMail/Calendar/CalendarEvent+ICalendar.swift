import Foundation

extension CalendarEvent {
    /// The iCalendar object (RFC 5545): a VCALENDAR (VERSION 2.0, PRODID, CALSCALE:GREGORIAN, METHOD)
    /// holding the VTIMEZONE of `timeZone` (see `CalendarTimeZone`) and one VEVENT: UID, DTSTAMP
    /// (`stamp`, in UTC: when the mail was worded, from the caller's clock), DTSTART on the zone's clock,
    /// DURATION, SEQUENCE, STATUS, SUMMARY, then LOCATION, DESCRIPTION, URL and ORGANIZER when there
    /// are usable ones, and a VALARM when `reminderMinutes` asks for one and the event is not cancelled.
    ///
    /// Texts lose their control characters (a line break stays, as `\n`), are cut to their bounds and
    /// escaped; lines end in CRLF and are folded at 75 octets between characters. The object is thus at
    /// most about 20 KB, well within `CalendarInvitation.maximumOctets`, whatever the texts hold. Numbers
    /// are brought within their ranges, dates within the years 1970 to 9999.
    package func iCalendar(stamp: Date) -> String {
        let start = ICalendarTime.bounded(start), stamp = ICalendarTime.bounded(stamp)
        let duration = min(max(durationMinutes, 1), 1440)
        let end = start.addingTimeInterval(TimeInterval(duration * 60))
        let zone = CalendarTimeZone(timeZone, from: start, to: end)
        var lines = ICalendarLines()
        lines.component("VCALENDAR") { lines in
            lines.add("VERSION", "2.0")
            lines.add("PRODID", "-//Bistro//Table bookings//EN")
            lines.add("CALSCALE", "GREGORIAN")
            lines.add("METHOD", method.rawValue)
            zone.write(to: &lines)
            lines.component("VEVENT") { lines in
                lines.add("UID", ICalendarText.value(uid, limit: Limits.uid))
                lines.add("DTSTAMP", ICalendarTime.utc(stamp))
                let startProperty = zone.startProperty(start)
                lines.add(startProperty.name, startProperty.value)
                lines.add("DURATION", ICalendarTime.duration(minutes: duration))
                lines.add("SEQUENCE", String(min(max(revision, 0), 1_000_000) + (cancelled ? 1 : 0)))
                lines.add("STATUS", cancelled ? "CANCELLED" : "CONFIRMED")
                lines.add("SUMMARY", ICalendarText.value(summary, limit: Limits.summary))
                if !location.isEmpty { lines.add("LOCATION", ICalendarText.value(location, limit: Limits.location)) }
                if !description.isEmpty {
                    lines.add("DESCRIPTION", ICalendarText.value(description, limit: Limits.description))
                }
                if let link = url.flatMap(ICalendarText.uri) { lines.add("URL", link) }
                if let organizer, MailAddress.isValid(organizer.address) {
                    let name = organizer.displayName.map { ";CN=" + ICalendarText.parameter($0, limit: Limits.name) }
                    lines.add("ORGANIZER" + (name ?? ""), "mailto:" + organizer.address)
                }
                if let reminderMinutes, !cancelled {
                    lines.component("VALARM") { lines in
                        lines.add("ACTION", "DISPLAY")
                        lines.add(
                            "TRIGGER", "-" + ICalendarTime.duration(minutes: min(max(reminderMinutes, 1), 10_080)))
                        lines.add("DESCRIPTION", ICalendarText.value(summary, limit: Limits.summary))
                    }
                }
            }
        }
        return lines.text
    }

    /// The bounds of the texts.
    enum Limits {
        static let uid = ICalendarText.Limit(characters: 255, octets: 255)
        static let summary = ICalendarText.Limit(characters: 255, octets: 1020)
        static let location = ICalendarText.Limit(characters: 500, octets: 2000)
        static let description = ICalendarText.Limit(characters: 2000, octets: 8000)
        static let name = ICalendarText.Limit(characters: 100, octets: 400)
    }
}
