import BistroCore

/// The formats `bistro report` writes.
package enum ReportFormat: String, CaseIterable, Sendable {
    case text, csv, json, html

    /// Renders the report in this format.
    package func render(_ report: OwnerReport, moneyFormatter: MoneyFormatter) -> String {
        switch self {
        case .text: TextReportRenderer(report: report, money: moneyFormatter).render()
        case .csv: CSVReportRenderer(report: report).render()
        case .json: JSONReportRenderer(report: report).render()
        case .html: HTMLReportRenderer(report: report, money: moneyFormatter).render()
        }
    }
}
