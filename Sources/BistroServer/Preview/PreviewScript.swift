/// The script every HTML page of the preview loads (from the server itself, so the pages' Content
/// Security Policy allows it): it listens to `/__bistro/events`, reloads the page on `reload`, and on
/// `diagnostics` lays an overlay over the page listing every diagnostic (set as text, never as HTML, so
/// a message quoting the owner's content cannot inject markup). `ready` clears the overlay.
enum PreviewScript {
    static let path = "/__bistro/preview.js"
    static let eventsPath = "/__bistro/events"

    /// What is inserted into each served page, before `</head>`.
    static let tag = #"<script src="/__bistro/preview.js" defer></script>"#

    static let source = #"""
        // Bistro's live preview: reloads the page when the site was rebuilt; shows the build's errors over it.
        (() => {
          "use strict";
          let overlay = null;
          const clear = () => { if (overlay) { overlay.remove(); overlay = null; } };
          const show = (lines) => {
            clear();
            overlay = document.createElement("div");
            overlay.id = "bistro-preview-errors";
            overlay.setAttribute("role", "alert");
            Object.assign(overlay.style, {
              position: "fixed", inset: "0", zIndex: "2147483647", overflow: "auto", padding: "2rem",
              background: "rgba(24, 24, 24, 0.94)", color: "#fff", font: "14px/1.5 ui-monospace, monospace"
            });
            const title = document.createElement("p");
            title.textContent = "The site has errors; this page is the last good build. \
            Fix them and it reloads by itself.";
            Object.assign(title.style, { fontWeight: "bold", color: "#ff8a80", margin: "0 0 1rem" });
            const list = document.createElement("ul");
            Object.assign(list.style, { margin: "0", padding: "0", listStyle: "none", whiteSpace: "pre-wrap" });
            for (const line of lines) {
              const item = document.createElement("li");
              item.textContent = line;
              list.append(item);
            }
            overlay.append(title, list);
            document.body.append(overlay);
          };
          const events = new EventSource("/__bistro/events");
          events.addEventListener("reload", () => location.reload());
          events.addEventListener("diagnostics", (event) => show(event.data.split("\n")));
          events.addEventListener("ready", clear);
        })();
        """#
}
