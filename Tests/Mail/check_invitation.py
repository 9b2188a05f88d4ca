"""Reads a booking invitation the way a mail program does and prints what it found as JSON.

Usage: python3 check_invitation.py FILE, where FILE is a whole message (RFC 5322 with MIME) or an iCalendar
object (.ics). A message is parsed with Python's `email` package; its `text/calendar` part and its
`invite.ics` attachment are decoded, and the calendar part is parsed with `icalendar` (PyPI), as is an .ics.
Used by Tests/BistroMailTests/InvitationParserTests.swift; scripts/install-deps.sh installs icalendar.
"""

import datetime
import email
import email.policy
import json
import sys

import icalendar


def message_parts(data):
    """The calendar text of a message, and what the message's structure is."""
    message = email.message_from_bytes(data, policy=email.policy.default)
    calendar, attachment, method = None, None, None
    for part in message.walk():
        if part.get_content_type() == "text/calendar":
            calendar = part.get_content()
            method = part.get_param("method")
        elif part.get_filename() == "invite.ics":
            attachment = part.get_payload(decode=True).decode("utf-8")
    plain = message.get_body(preferencelist=("plain",))
    return calendar, {
        "structure": [part.get_content_type() for part in message.walk()],
        "defects": sum(len(part.defects) for part in message.walk()),
        "partMethod": method,
        "attachmentIsTheSame": attachment == calendar,
        "attachmentDisposition": next(
            (p.get_content_disposition() for p in message.walk() if p.get_filename() == "invite.ics"), None
        ),
        "text": plain.get_content() if plain is not None else None,
    }


def main():
    with open(sys.argv[1], "rb") as file:
        data = file.read()
    if data.startswith(b"BEGIN:VCALENDAR"):
        text, result = data.decode("utf-8"), {}
    else:
        text, result = message_parts(data)
    result["crlf"] = "\n" not in text.replace("\r\n", "")
    calendar = icalendar.Calendar.from_ical(text)
    event = calendar.walk("VEVENT")[0]
    start = event.decoded("DTSTART")
    zones = calendar.walk("VTIMEZONE")
    tzid = str(zones[0].get("TZID")) if zones else None
    # The start read with the calendar's own VTIMEZONE alone: under a name no tz database knows.
    own = icalendar.Calendar.from_ical(text.replace(tzid, "X-Bistro-Test/Unknown")) if tzid else calendar
    own_start = own.walk("VEVENT")[0].decoded("DTSTART")
    result.update(
        {
            "method": str(calendar.get("METHOD")),
            "version": str(calendar.get("VERSION")),
            "calscale": str(calendar.get("CALSCALE")),
            "uid": str(event.get("UID")),
            "start": start.isoformat(),
            "startZone": str(getattr(start.tzinfo, "key", start.tzinfo)),
            "startTZID": event.get("DTSTART").params.get("TZID"),
            "startUTC": start.astimezone(datetime.timezone.utc).isoformat(),
            "startUTCOwnZone": own_start.astimezone(datetime.timezone.utc).isoformat(),
            "ownZone": str(own_start.tzinfo),
            "durationMinutes": event.decoded("DURATION").total_seconds() / 60,
            "stamp": event.decoded("DTSTAMP").isoformat(),
            "summary": str(event.get("SUMMARY")),
            "location": str(event.get("LOCATION")),
            "description": str(event.get("DESCRIPTION")),
            "url": str(event.get("URL")),
            "organizer": str(event.get("ORGANIZER")),
            "organizerName": event.get("ORGANIZER").params.get("CN") if event.get("ORGANIZER") else None,
            "sequence": int(event.get("SEQUENCE")),
            "status": str(event.get("STATUS")),
            "alarmMinutes": [alarm.decoded("TRIGGER").total_seconds() / 60 for alarm in event.walk("VALARM")],
            "observances": [
                [o.name, o.decoded("TZOFFSETFROM").total_seconds() / 60, o.decoded("TZOFFSETTO").total_seconds() / 60]
                for zone in zones
                for o in zone.subcomponents
            ],
            # What icalendar could not parse, which it otherwise skips quietly.
            "errors": [str(error) for component in calendar.walk() for error in getattr(component, "errors", [])],
        }
    )
    print(json.dumps(result))


main()
