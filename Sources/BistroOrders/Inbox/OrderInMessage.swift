import BistroMail

/// The order file a received message carries, and the customer email it names. Looked for, in this
/// order: a part that is `application/json` or whose file name ends in `.json` (an attachment, taken
/// whole); then the `text/plain` parts that are not attachments, for the first balanced `{…}` in the text
/// (the order page's "Send by email" puts the JSON inside a greeting and a signature). Only something that
/// reads as an order file with a customer email counts; anything else is no order.
struct OrderInMessage {
    /// The order file, UTF-8 JSON, as it goes into the spool.
    var bytes: [UInt8]
    var customerEmail: String

    static func find(in message: ReceivedMessage) -> OrderInMessage? {
        let leaves = message.leafParts
        for part in leaves where isJSON(part) {
            guard var bytes = part.decodedBody else { continue }
            // A JSON part in windows-1252 (or Latin-1, or US-ASCII with 8-bit bytes) becomes UTF-8 text.
            let charset = TextCharset(name: part.contentType.parameters["charset"])
            if charset?.needsDecoding(bytes) == true, let text = part.text {
                bytes = Array(text.utf8)
            }
            if let order = order(in: bytes[...]) { return order }
        }
        for part in leaves where part.contentType.value == "text/plain" && !part.isAttachment {
            guard let text = part.text else { continue }
            if let order = JSONObjectScanner.firstObject(in: Array(text.utf8), order(in:)) { return order }
        }
        return nil
    }

    private static func isJSON(_ part: MIMEPart) -> Bool {
        part.contentType.value == "application/json" || part.filename?.lowercased().hasSuffix(".json") == true
    }

    private static func order(in bytes: ArraySlice<UInt8>) -> OrderInMessage? {
        guard case .success(let request) = OrderFileParser.parse(Array(bytes)),
            let email = request.customerEmail?.trimmed, !email.isEmpty
        else { return nil }
        return OrderInMessage(bytes: Array(bytes), customerEmail: email)
    }
}
