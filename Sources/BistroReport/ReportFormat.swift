import BistroCore

/// The formats `bistro report` writes.
package enum ReportFormat: String, CaseIterable, Sendable {
    case text, csv, json, html

    /// Renders the report in this format, with the drivers section when `drivers` is given (issue 26).
    package func render(
        _ report: OwnerReport, drivers: DriversSection? = nil, moneyFormatter: MoneyFormatter
    ) -> String {
        switch self {
        case .text: TextReportRenderer(report: report, money: moneyFormatter, drivers: drivers).render()
        case .csv: CSVReportRenderer(report: report, drivers: drivers).render()
        case .json: JSONReportRenderer(report: report, drivers: drivers).render()
        case .html: HTMLReportRenderer(report: report, money: moneyFormatter, drivers: drivers).render()
        }
    }
}
