import BistroJSON
import Crypto

/// What "the same content" means for two order files with the same idempotency key: the same canonical
/// order. A file whose key is recorded is a duplicate when its digest matches the recorded order's, and
/// is rejected with `order_id_conflict` when it does not.
///
/// The canonical order is, normalised as validation reads them: the customer's email (trimmed, lower
/// case); the items in the order given, each with its SKU (trimmed, upper case), its quantity as written,
/// its note (blank counts as none) and its options (`canonicalOptions`); the coupon (trimmed, upper case;
/// blank counts as none); the tip as written (percent or amount); `pickupAt` (trimmed); and the order's
/// note (blank counts as none). The customer's name and phone, the file's layout (white space, key order,
/// escapes) and unknown fields do not count: a resubmission with a corrected name or re-indented JSON is
/// still a duplicate.
enum OrderContentDigest {
    static func digest(_ request: OrderRequest) -> String {
        let items: [JSONValue] = request.items.map { item in
            var line: [JSONValue] = [
                .optional(item.sku.map { $0.trimmed.uppercased() }),
                .optional(item.quantityText),
                .optional(item.note?.nilIfEmpty),
            ]
            // A line without options has the canonical form it had before options counted, so the
            // digests recorded then still match their resubmissions.
            if let options = canonicalOptions(item.options) { line.append(options) }
            return .array(line)
        }
        let tip: JSONValue =
            switch request.tip {
            case .percent(let text): .array(["percent", .string(text)])
            case .amount(let text): .array(["amount", .string(text)])
            case nil: .null
            }
        let canonical: JSONValue = .array([
            .optional(request.customerEmail?.normalizedEmail),
            .array(items),
            .optional(request.coupon.map { $0.trimmed.uppercased() }.flatMap { $0.isEmpty ? nil : $0 }),
            tip,
            .optional(request.pickupAt.map(\.trimmed).flatMap { $0.isEmpty ? nil : $0 }),
            .optional(request.note?.nilIfEmpty),
        ])
        let text = canonical.rendered(JSONStyle(keys: .sorted, pretty: false, escaping: .minimal))
        return "sha256:" + IdempotencyKey.hex(SHA256.hash(data: Array(text.utf8)))
    }

    /// A line's options as the same order reads them, whatever their spelling: the groups sorted by id,
    /// each group's choices as a set (sorted, each once), a group written as one string the same as a
    /// one-element list, and a group with no choice the same as no group (option and choice ids are
    /// matched exactly, as validation matches them). Nil when the line chooses nothing.
    static func canonicalOptions(_ groups: [OrderRequest.OptionRequest]) -> JSONValue? {
        var choices: [String: Set<String>] = [:]
        for group in groups where !group.choices.isEmpty {
            choices[group.id, default: []].formUnion(group.choices)
        }
        guard !choices.isEmpty else { return nil }
        return .array(
            choices.keys.sorted().map { id in
                .array([.string(id), .array(choices[id, default: []].sorted().map { .string($0) })])
            })
    }
}
