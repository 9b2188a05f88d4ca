/// restaurant.json `taxRates`: where food eaten in and food taken away are taxed differently (docs/tables.md).
/// Absent: `taxRate` for both.
package struct TaxRates: Hashable, Sendable {
    package var dineIn: Rate
    package var takeAway: Rate

    package init(dineIn: Rate, takeAway: Rate) {
        self.dineIn = dineIn
        self.takeAway = takeAway
    }
}
