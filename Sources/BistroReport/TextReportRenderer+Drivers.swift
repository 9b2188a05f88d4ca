import BistroCore

extension TextReportRenderer {
    /// The drivers section: the period's delivery orders, then each driver's deliveries, fees, share, tips,
    /// earnings and median minutes from ready to delivered, with the total.
    func driverSections(_ section: DriversSection) -> String {
        var out = self.section("Deliveries", section.summary(money) + "\n")
        var table = TextTable(DriversSection.headers, alignments: [.left] + Array(repeating: .right, count: 6))
        for line in section.drivers { table.add(section.cells(line, money)) }
        table.add(section.cells(section.total, money))
        out += self.section(DriversSection.driversTitle, table.rendered)
        return out
    }
}
