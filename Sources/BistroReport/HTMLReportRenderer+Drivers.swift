import BistroCore

extension HTMLReportRenderer {
    /// The drivers section, closing the one before it: the period's delivery orders in a sentence, then each
    /// driver's figures in a table with the total.
    func driverSection(_ section: DriversSection) -> String {
        var html = "</section>\n<section aria-labelledby=\"drivers\"><h2 id=\"drivers\">Drivers and deliveries</h2>\n"
        html += "<p>\(escape(section.summary(money))).</p>\n"
        html += "<h3>\(escape(DriversSection.driversTitle))</h3>\n"
        let totals = section.drivers.isEmpty ? [] : [section.cells(section.total, money)]
        html += table(
            DriversSection.headers, numericFrom: 1, rows: section.drivers.map { section.cells($0, money) } + totals)
        return html
    }
}
