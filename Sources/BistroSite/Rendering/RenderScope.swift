/// The page being rendered on this thread, so values deep in the model (an item inside a section) can
/// offer `{{{rendered.NAME}}}` with the page's values although Mustache only asks them for a name.
/// `PageRenderer` binds it around each page's render; nothing is bound while rendering receipts and
/// histories, which have no `rendered`.
enum RenderScope {
    /// The page context, wrapped: it is read only on the thread that bound it.
    struct Page: @unchecked Sendable {
        let context: PageContext
    }

    @TaskLocal static var page: Page?
}
