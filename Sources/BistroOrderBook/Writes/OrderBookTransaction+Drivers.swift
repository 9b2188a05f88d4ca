import BistroCore
import GRDB

extension OrderBookTransaction {
    /// A new driver whose dashboard token is `token` (128 random bits, `RandomToken`).
    package func addDriver(name: String, email: String, phone: String?, token: String, at time: LocalTime) throws
        -> DriverRecord
    {
        var driver = DriverRecord(name: name, email: email, phone: phone, token: token, addedAt: time)
        try driver.insert(db)
        driver.id = db.lastInsertedRowID
        return driver
    }

    /// The driver a person names: by id ("3") or email, active drivers only.
    package func activeDriver(reference: String) throws -> DriverRecord? {
        let text = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        let active = DriverRecord.filter(DriverRecord.Columns.removedAt == nil)
        if let id = Int64(text), let driver = try active.filter(DriverRecord.Columns.id == id).fetchOne(db) {
            return driver
        }
        return try active.filter(DriverRecord.Columns.email == text.lowercased()).fetchOne(db)
    }

    /// The active driver whose dashboard token this is; nil for any other token, a removed driver's too.
    package func activeDriver(token: String) throws -> DriverRecord? {
        try Self.activeDriver(db, token: token)
    }

    static func activeDriver(_ db: Database, token: String) throws -> DriverRecord? {
        guard token.utf8.count == 32 else { return nil }
        return try DriverRecord.filter(
            DriverRecord.Columns.token == token.lowercased() && DriverRecord.Columns.removedAt == nil
        ).fetchOne(db)
    }

    /// Revokes a driver's link, and gives back the deliveries they claimed but have not picked up. Returns
    /// how many were given back.
    package func removeDriver(_ driver: DriverRecord, at time: LocalTime) throws -> Int {
        try db.execute(sql: "UPDATE drivers SET removed_at = ? WHERE id = ?", arguments: [time, driver.id])
        let orders = try Int64.fetchAll(
            db, sql: "SELECT order_id FROM deliveries WHERE driver_id = ? AND picked_up_at IS NULL",
            arguments: [driver.id])
        for order in orders { try unassignDelivery(orderID: order, at: time) }
        return orders.count
    }
}
