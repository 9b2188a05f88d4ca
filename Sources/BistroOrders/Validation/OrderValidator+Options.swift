import BistroCore
import BistroJSON

extension OrderValidator {
    /// The choices a line makes for its product's option groups, in the product's order (choices in the
    /// group's order, so the same choices written in another order make the same line), or nil when one is
    /// refused: `unknown_option`, `unknown_choice`, `duplicate_choice`, `too_many_choices`, `option_required`
    /// (every problem of the line is reported).
    func chosenOptions(
        _ item: OrderRequest.Item, product: Catalog.Product,
        reject: (RejectionCode, String, OrderRequest.Position?) -> Void
    ) -> [ChosenOption]? {
        if item.options.isEmpty, product.options.isEmpty { return [] }
        let itemName = "\(product.name) (\(product.sku))"
        var accepted = true
        var given: [String: [String]] = [:]
        for group in item.options {
            guard let option = product.option(group.id) else {
                let known =
                    product.options.isEmpty
                    ? "it has no options" : "its options: " + product.options.map(\.id).joined(separator: ", ")
                reject(
                    .unknownOption, "\(itemName) has no option \(JSONText.quoted(group.id)) (\(known))", group.position)
                accepted = false
                continue
            }
            if group.isSingleString, option.max != 1 {
                reject(
                    .wrongType,
                    "option \"\(option.id)\" of \(itemName) takes an array of choice ids, such as [\""
                        + "\(option.choices.first?.id ?? "")\"]",
                    group.position)
                accepted = false
                continue
            }
            var distinct: [String] = []
            for choice in group.choices {
                if distinct.contains(choice) {
                    reject(
                        .duplicateChoice,
                        "option \"\(option.id)\" of \(itemName) names \(JSONText.quoted(choice)) twice", group.position)
                    accepted = false
                    continue
                }
                distinct.append(choice)
                if option.choice(choice) == nil {
                    reject(
                        .unknownChoice,
                        "option \"\(option.id)\" of \(itemName) has no choice \(JSONText.quoted(choice)) "
                            + "(choices: \(option.choices.map(\.id).joined(separator: ", ")))",
                        group.position)
                    accepted = false
                }
            }
            if distinct.count > option.max {
                reject(
                    .tooManyChoices,
                    "option \"\(option.id)\" of \(itemName) takes at most \(option.max) choice"
                        + "\(option.max == 1 ? "" : "s"), found \(distinct.count)",
                    group.position)
                accepted = false
            }
            given[option.id] = distinct
        }
        for option in product.options {
            let count = given[option.id]?.count ?? 0
            guard count < option.min else { continue }
            let needed =
                option.min == 1
                ? "a choice of \"\(option.name)\"" : "at least \(option.min) choices of \"\(option.name)\""
            let found = count == 0 ? "" : ", found \(count)"
            reject(
                .optionRequired,
                "\(itemName) needs \(needed) (option \"\(option.id)\": "
                    + "\(option.choices.map(\.id).joined(separator: ", ")))\(found)",
                item.position)
            accepted = false
        }
        guard accepted else { return nil }
        return product.options.compactMap { option in
            guard let ids = given[option.id], !ids.isEmpty else { return nil }
            return ChosenOption(option: option, choices: option.choices.filter { ids.contains($0.id) })
        }
    }
}

extension [ChosenOption] {
    /// What makes two lines of the same SKU one line: the same choices in every group.
    var mergeKey: String {
        map { "\($0.option.id)=\($0.choices.map(\.id).joined(separator: ","))" }.joined(separator: ";")
    }
}
