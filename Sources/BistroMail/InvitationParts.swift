import Foundation

/// The MIME structure of a message that carries a calendar invitation, from its Content-Type field to
/// the end: the structure of Google Calendar's own invitations (less their HTML alternative), which
/// Gmail, Outlook and Apple Mail all read:
///
///     multipart/mixed
///       multipart/alternative
///         text/plain; charset=UTF-8                          (the text, quoted-printable as ever)
///         text/calendar; charset=UTF-8; method=PUBLISH       (the invitation, base64)
///       application/ics; name="invite.ics"                   (the same, as an attachment, base64)
///
/// Outlook and Gmail take the `text/calendar` alternative with its `method` parameter as the event
/// (Microsoft's MS-OXCMAIL writes a plain-text meeting message as exactly this multipart/alternative);
/// a mail program that ignores that alternative or looks only at attachments has `invite.ics`, which
/// Apple Mail opens in Calendar and which any calendar program imports. The attachment is
/// `application/ics` rather than a second `text/calendar`, as in Google's invitations, so no reader
/// takes it for a second iTIP message. With METHOD:PUBLISH Gmail offers "Add to calendar" and no
/// Accept/Decline buttons, which would only mail the restaurant.
///
/// Both calendar parts are base64: the iCalendar text's CRLF line ends (RFC 5545 §3.1) then arrive as
/// they were written, whatever a Maildir (LF) or an SMTP hop (CRLF) does to the message's own lines, and
/// no line of the message is longer than 76 characters or starts with ".". The boundaries start with
/// "=_", which neither encoding ever writes (quoted-printable writes "=" only before two hex digits or a
/// line break; base64 has no "_"), so they cannot occur in a part; they end in a hash of the Message-ID,
/// so rendering the same message twice gives the same bytes and a message forwarded inside another keeps
/// boundaries of its own.
enum InvitationParts {
    /// The attachment's file name.
    static let fileName = "invite.ics"

    /// `quotedBody` is the text already in quoted-printable; `seed` the Message-ID.
    static func render(quotedBody: String, invitation: CalendarInvitation, seed: String) -> String {
        let hash = fnv1a(seed)
        let mixed = "=_bistro_m_" + hash
        let alternative = "=_bistro_a_" + hash
        let calendar = Data(invitation.text.utf8).base64EncodedString(
            options: [.lineLength76Characters, .endLineWithLineFeed])
        let method = invitation.method.rawValue
        var text = "Content-Type: multipart/mixed; boundary=\"\(mixed)\"\n\n"
        text.reserveCapacity(quotedBody.utf8.count + 2 * calendar.utf8.count + 1000)
        text += "--\(mixed)\nContent-Type: multipart/alternative; boundary=\"\(alternative)\"\n\n"
        text += "--\(alternative)\nContent-Type: text/plain; charset=UTF-8\n"
        text += "Content-Transfer-Encoding: quoted-printable\n\n"
        text += quotedBody + "\n"
        text += "--\(alternative)\nContent-Type: text/calendar; charset=UTF-8; method=\(method)\n"
        text += "Content-Transfer-Encoding: base64\n\n"
        text += calendar + "\n"
        text += "--\(alternative)--\n\n"
        text += "--\(mixed)\nContent-Type: application/ics; name=\"\(fileName)\"\n"
        text += "Content-Disposition: attachment; filename=\"\(fileName)\"\n"
        text += "Content-Transfer-Encoding: base64\n\n"
        text += calendar + "\n"
        text += "--\(mixed)--\n"
        return text
    }

    /// FNV-1a (64 bits) of `text`'s UTF-8, as 16 hex digits: stable across runs and machines, unlike
    /// `Hasher`.
    private static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
