/// The inbox an email address reaches, as Bistro counts per person: the address lower-cased and without
/// its "+tag" (`Ada+Shop@Example.com` → `ada@example.com`), since `ada+1@` and `ada+2@` reach the same
/// inbox. The daily mail limits and "once per customer" coupons both count by it.
package enum Mailbox {
    package static func of(_ address: String) -> String {
        let lowered = address.lowercased()
        guard let at = lowered.lastIndex(of: "@"), let plus = lowered[..<at].firstIndex(of: "+") else { return lowered }
        return String(lowered[..<plus] + lowered[at...])
    }
}
