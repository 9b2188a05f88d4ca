import Hummingbird

/// Content types for a site's text files with their character set (Bistro writes UTF-8), on top of
/// Hummingbird's table by file extension.
enum SiteMediaTypes {
    static var byExtension: [String: MediaType] {
        let utf8 = ("charset", "utf-8")
        return [
            "html": MediaType(type: .text, subType: "html", parameter: utf8),
            "css": MediaType(type: .text, subType: "css", parameter: utf8),
            "js": MediaType(type: .text, subType: "javascript", parameter: utf8),
            "txt": MediaType(type: .text, subType: "plain", parameter: utf8),
            "xml": MediaType(type: .application, subType: "xml", parameter: utf8),
            "json": MediaType(type: .application, subType: "json", parameter: utf8),
            "svg": MediaType(type: .image, subType: "svg+xml"),
        ]
    }
}
