import BistroCore
import BistroOrderBook
import BistroTemplates
import Mustache

/// A delivery order's drop-off and progress as its receipt shows them (`receipt.delivery`), in place of the
/// pickup's time, place and "I'm here": the address the customer gave (their own order's, on the page only
/// its token opens), the wanted time, and the steps Preparing, On the way, Delivered. Never the drop-off's
/// distance, the zone, or anything of the driver.
struct DeliveryView: MustacheParent {
    /// One step of the progress: its label, whether it is done, the current one or to come, and when it
    /// was reached (known for On the way and Delivered).
    struct Step: MustacheParent {
        var label: String
        /// "done", "current" or "next": for styling.
        var state: String
        var time: OrderTime?

        /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
        static let templateNames = TemplateNameTree(
            ["stepLabel", "stepState", "isCurrentStep"], ["stepTime": OrderTime.templateNames])

        func child(named key: String) -> Any? {
            switch key {
            case "stepLabel": label
            case "stepState": state
            case "isCurrentStep": state == "current"
            case "stepTime": time
            default: nil
            }
        }
    }

    let stage: DeliveryStage
    let record: DeliveryRecord
    let wantedAt: OrderTime?
    let steps: [Step]

    /// nil for an order that is not a delivery.
    init?(order: StoredOrder) {
        guard let record = order.delivery, let stage = DeliveryStage(order) else { return nil }
        self.stage = stage
        self.record = record
        wantedAt = OrderTime(order.pickupAt)
        let reached: [(DeliveryStage, LocalTime?)] = [
            (.preparing, nil), (.onTheWay, record.pickedUpAt), (.delivered, record.deliveredAt),
        ]
        steps =
            stage == .cancelled
            ? []
            : reached.map { step, time in
                Step(
                    label: step.label,
                    state: step.rawValue < stage.rawValue ? "done" : step == stage ? "current" : "next",
                    time: step.rawValue <= stage.rawValue ? OrderTime(time) : nil)
            }
    }

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(
        [
            "streetAddress", "locality", "postalCode", "addressLine", "deliveryInstructions", "deliveryStatus",
            "deliveryStatusSlug", "showsProgress",
        ],
        ["wantedAt": OrderTime.templateNames, "steps": Step.templateNames])

    func child(named key: String) -> Any? {
        switch key {
        case "streetAddress": record.streetAddress
        case "locality": record.locality
        case "postalCode": record.postalCode
        case "addressLine": record.addressLine
        case "deliveryInstructions": record.instructions
        case "deliveryStatus": stage.label
        case "deliveryStatusSlug": stage.slug
        case "showsProgress": !steps.isEmpty
        case "wantedAt": wantedAt
        case "steps": steps
        default: nil
        }
    }
}
