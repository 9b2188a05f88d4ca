import BistroCore
import GRDB

extension ReportQuery {
    /// The report and its drivers section, read in one transaction. The section is nil when the restaurant does
    /// not deliver (`offersDelivery`: restaurant.json has `delivery`) and the period has no delivery order placed
    /// or delivered.
    package func runWithDeliveries(on reader: OrderBookReader, offersDelivery: Bool) throws(OrderStoreError) -> (
        report: OwnerReport, deliveries: DriversSection?
    ) {
        try reader.read { db in
            (try report(db), try deliveries(db, offersDelivery: offersDelivery))
        }
    }

    /// The drivers section (`DriversSection`): each driver's earnings through `PaidDeliveries`, the query the
    /// drivers' dashboards read too.
    func deliveries(_ db: Database, offersDelivery: Bool) throws -> DriversSection? {
        let placed = try Row.fetchOne(
            db,
            sql: """
                SELECT COUNT(*), SUM(o.delivery_fee_cents), COALESCE(SUM(d.driver_id IS NULL), 0),
                       COALESCE(SUM(d.driver_id IS NOT NULL AND d.delivered_at IS NULL), 0)
                FROM orders o JOIN deliveries d ON d.order_id = o.id
                WHERE o.order_day BETWEEN ? AND ? AND o.\(Self.counted)
                """, arguments: [since.description, until.description])
        let perDriver = try PaidDeliveries.sums(
            db, drivers: .each, by: .range, from: since, through: until, currency: currency)
        let orders: Int = placed?[0] ?? 0
        guard offersDelivery || orders > 0 || !perDriver.isEmpty else { return nil }
        let minutes = try readyToDelivered(db)
        var names: [Int64: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name FROM drivers") { names[row[0]] = row[1] }
        func line(_ id: Int64?, _ name: String, _ totals: DriverEarnings.Totals, fees: Money, seconds: [Int])
            -> DriversSection.Line
        {
            DriversSection.Line(
                driverID: id, name: name, deliveries: totals.deliveries, customerFees: fees, feeShare: totals.feeShare,
                tips: totals.tips, earnings: totals.net, medianMinutes: DriversSection.medianMinutes(seconds))
        }
        let drivers = perDriver.compactMap { sum -> DriversSection.Line? in
            guard let id = sum.driverID else { return nil }
            return line(id, names[id] ?? "", sum.totals, fees: sum.customerFees, seconds: minutes[id] ?? [])
        }.sorted { ($0.name, $0.driverID ?? 0) < ($1.name, $1.driverID ?? 0) }
        let together = try PaidDeliveries.sums(
            db, drivers: .together, by: .range, from: since, through: until, currency: currency
        ).first
        let total = line(
            nil, "Total", together?.totals ?? .zero(currency), fees: together?.customerFees ?? .zero(currency),
            seconds: minutes.values.flatMap { $0 })
        return DriversSection(
            drivers: drivers, total: total, deliveryOrders: orders,
            feesCharged: Money(minorUnits: placed?[1] ?? 0, currency: currency), unclaimed: placed?[2] ?? 0,
            undelivered: placed?[3] ?? 0)
    }

    /// Per driver, the seconds from ready (the order's first `ready` status) to delivered of the deliveries
    /// `PaidDeliveries` counts in the period; a delivery whose order has no `ready` status, or a time SQLite
    /// cannot read, is left out.
    private func readyToDelivered(_ db: Database) throws -> [Int64: [Int]] {
        var seconds: [Int64: [Int]] = [:]
        let rows = try Row.fetchCursor(
            db,
            sql: """
                SELECT d.driver_id, unixepoch(d.delivered_at) - (
                    SELECT MIN(unixepoch(h.changed_at)) FROM status_history h
                    WHERE h.order_id = d.order_id AND h.status = 'ready')
                FROM deliveries d JOIN orders o ON o.id = d.order_id
                WHERE d.driver_id IS NOT NULL AND d.delivered_at >= ? AND d.delivered_at < ?
                    AND o.\(Self.counted)
                """, arguments: [since.description, until.adding(days: 1).description])
        while let row = try rows.next() {
            guard let driver = row[0] as Int64?, let elapsed = row[1] as Int? else { continue }
            seconds[driver, default: []].append(elapsed)
        }
        return seconds
    }
}
