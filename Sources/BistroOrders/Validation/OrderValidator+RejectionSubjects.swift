import BistroCore
import Foundation

extension OrderValidator {
    /// What `rejection` is about in the restaurant's own words, for the customer's "rejected" mail
    /// (`Rejection.about`): the dish's name from the menu (with the option's name for a problem with one of
    /// its options), the item's place in the order when its item code is not on the menu, or the pickup day
    /// and time as Bistro writes them. It is found from the rejection's place in the file. The file's own
    /// text (item codes, option and choice ids, the coupon code, the pickup text as written) is never used:
    /// whoever wrote the file also chose the address the mail goes to.
    func subject(of rejection: Rejection, in request: OrderRequest) -> String? {
        switch rejection.code {
        case .unknownSKU, .invalidQuantity, .insufficientStock, .unknownOption, .unknownChoice, .optionRequired,
            .tooManyChoices, .duplicateChoice:
            guard let line = rejection.line, let column = rejection.column else { return nil }
            return itemSubject(at: OrderRequest.Position(line: line, column: column), in: request)
        case .pickupInPast, .pickupNotToday, .pickupTooFarAhead, .closedThatDay, .pickupOutsideHours, .pickupTooSoon,
            .slotFull:
            guard let text = request.pickupAt?.trimmed, !text.isEmpty else {
                return rejection.code == .closedThatDay ? "today, \(context.now.day)" : nil
            }
            return Timestamp.parse(text, localZone: context.timeZone).map {
                LocalTime($0, in: context.timeZone).shortText
            }
        default:
            return nil
        }
    }

    /// The dish (and option) of the order line at `place`: its line, its quantity or one of its options.
    private func itemSubject(at place: OrderRequest.Position, in request: OrderRequest) -> String? {
        for (index, item) in request.items.enumerated() {
            let group = item.options.first { $0.position == place }
            guard item.position == place || item.quantityPosition == place || group != nil else { continue }
            guard let product = item.sku.flatMap({ context.products[Self.normalizeSKU($0)] }) else {
                return "item \(index + 1) of your order"
            }
            if let group, let option = product.option(group.id) { return product.name + ", " + option.name }
            return product.name
        }
        return nil
    }
}
