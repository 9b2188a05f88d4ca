import BistroCore
import BistroOrderBook

extension OrderRecord {
    /// The row of a validated order being accepted now.
    init(
        accepted order: ValidatedOrder, number: String, sequence: Int, key: String, sourceFile: String,
        customerID: Int64,
        context: OrderContext, token: String, minutes: Int, readyAt: LocalTime?
    ) {
        let price = order.price
        let restaurant = context.restaurant
        self.init(
            orderNumber: number, orderDay: context.now.day, daySequence: sequence, clientOrderId: order.orderID,
            idempotencyKey: key, sourceFile: sourceFile, customerId: customerID, customerName: order.customerName,
            customerEmail: order.customerEmail, customerPhone: order.customerPhone,
            status: readyAt == nil ? .received : .preparing,
            placedAt: context.now, pickupAt: order.pickupAt, note: order.note, restaurantName: restaurant.name,
            currency: price.currency.code, subtotalCents: price.subtotal.minorUnits, couponCode: price.couponCode,
            discountCents: price.discount.minorUnits, taxableCents: price.taxable.minorUnits,
            taxName: restaurant.taxName ?? "Tax",
            taxRate: price.taxRate.decimalString, taxCents: price.tax.minorUnits, tipPercent: price.tipPercent,
            tipCents: price.tip.minorUnits, totalCents: price.total.minorUnits, receiptToken: token,
            preparationMinutes: minutes,
            preparationStartedAt: readyAt == nil ? nil : context.now, readyDueAt: readyAt, tableId: order.table)
        deliveryFeeCents = price.deliveryFee.minorUnits
    }
}

extension OrderLineRecord {
    /// The lines of a validated order, numbered from 1 (the order's id is filled in when it is inserted).
    static func lines(of order: ValidatedOrder) -> [OrderLineRecord] {
        zip(order.lines, order.price.lineTotals).enumerated().map { index, priced in
            let (line, lineTotal) = priced
            let product = line.product
            return OrderLineRecord(
                orderId: 0, lineNumber: index + 1, sku: product.sku, name: product.name, kind: product.kind.rawValue,
                categoryId: product.categoryID, quantity: line.quantity,
                unitPriceCents: (line.unitPrice ?? product.price).minorUnits,
                lineTotalCents: lineTotal.minorUnits, preparationMinutes: product.preparationMinutes, note: line.note,
                choices: line.options.isEmpty ? nil : LineChoices(chosen: line.options))
        }
    }
}

extension DeliveryRecord {
    /// The drop-off of a validated delivery order being accepted (the order's id is filled in when it is
    /// inserted).
    init(accepted plan: DeliveryPlan) {
        self.init(
            orderId: 0, streetAddress: plan.streetAddress, locality: plan.locality, postalCode: plan.postalCode,
            instructions: plan.instructions, distanceM: plan.distanceMeters, zone: plan.zone.label,
            zoneFeeCents: plan.zone.fee.minorUnits, driverFeeCents: plan.driverFee.minorUnits)
    }
}
