import BistroTemplates

/// A self-contained HTML5 page for documents outside the public site (the owner's
/// report): inline CSS, no scripts or downloads, `noindex`, readable on a phone. The title is escaped here;
/// `body` is HTML the caller has already escaped.
enum StandalonePage {
    package static func render(title: String, style: String, body: String, language: String = "en") -> String {
        """
        <!DOCTYPE html>
        <html lang="\(HTMLText.escape(language))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="robots" content="noindex">
        <title>\(HTMLText.escape(title))</title>
        <style>\(style)</style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }
}
