/// Where the site publishes an order's receipt and a customer's order history, relative to the site root.
/// Both paths carry 128-bit random tokens, so only someone given the link can find the page; the site
/// marks them `noindex`, leaves them out of the sitemap and `robots.txt` disallows both folders.
package enum OrderPageLinks {
    /// "receipts/TOKEN/".
    package static func receipt(token: String) -> String { "receipts/\(token)/" }
    /// "orders/TOKEN/".
    package static func history(token: String) -> String { "orders/\(token)/" }

    /// The absolute receipt URL for messages ("https://royal.example/receipts/TOKEN/"), or nil when the
    /// restaurant has no absolute base URL to link from.
    package static func receiptURL(baseURL: String, token: String) -> String? {
        absolute(baseURL: baseURL, receipt(token: token))
    }

    /// The absolute history URL for the "received" mail ("https://royal.example/orders/TOKEN/"), or nil
    /// without an absolute base URL. Only mail to the customer's own address may carry it: mailbox
    /// ownership is the only proof of who a customer is.
    package static func historyURL(baseURL: String, token: String) -> String? {
        absolute(baseURL: baseURL, history(token: token))
    }

    /// "drivers/TOKEN/": a driver's dashboard, which `bistro serve` renders.
    package static func driver(token: String) -> String { "drivers/\(token)/" }

    /// The absolute dashboard URL for the driver's mail, or nil without an absolute base URL.
    package static func driverURL(baseURL: String, token: String) -> String? {
        absolute(baseURL: baseURL, driver(token: token))
    }

    private static func absolute(baseURL: String, _ path: String) -> String? {
        guard baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://") else { return nil }
        return (baseURL.hasSuffix("/") ? baseURL : baseURL + "/") + path
    }
}
