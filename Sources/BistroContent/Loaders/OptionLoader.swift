import BistroCore
import BistroJSON

/// Reads an item's or kit's `options`: groups of choices with prices. Checked here, with positions: ids are
/// lowercase slugs unique within the item (groups) and within the group (choices), `min` ≤ `max` ≤ the
/// number of choices, prices are amounts ≥ 0 no larger than any price may be.
enum OptionLoader {
    static let optionKeys = ["id", "name", "min", "max", "choices"]
    static let choiceKeys = ["id", "name", "price", "stock"]

    /// The groups that read without error (an item with a broken group is still loaded, and the build fails
    /// on the error reported).
    static func load(_ object: JSONObjectReader, path: String, currency: Currency, map: SourceMap, sku: String?)
        -> [ItemOption]
    {
        guard let nodes = object.array("options") else { return [] }
        var seen: Set<String> = []
        return nodes.compactMap { node -> ItemOption? in
            guard let group = object.nested(node, context: "option", knownKeys: optionKeys) else { return nil }
            let id = slug(group, seen: &seen, what: "option")
            let name = group.string("name", required: true, nonEmpty: true)
            var choiceIDs: Set<String> = []
            let choiceNodes = group.array("choices", required: true)
            let choices = (choiceNodes ?? []).compactMap { choiceNode -> ItemOption.Choice? in
                guard let choice = group.nested(choiceNode, context: "choice", knownKeys: choiceKeys) else {
                    return nil
                }
                let choiceID = slug(choice, seen: &choiceIDs, what: "choice")
                let choiceName = choice.string("name", required: true, nonEmpty: true)
                let price = choice.money(
                    "price", currency: currency, required: true, maximum: PriceLimits.maximumPrice(currency))
                let stock = choice.int("stock", in: 0...1_000_000_000)
                if let sku, let id, let choiceID, choice.has("stock") {
                    map.stocks.append(
                        (
                            ItemOption.stockKey(sku: sku, option: id, choice: choiceID),
                            choice.location(of: "stock", in: path)
                        ))
                }
                guard let choiceID, let choiceName, let price else { return nil }
                return ItemOption.Choice(id: choiceID, name: choiceName, price: price, stock: stock)
            }
            let min = group.int("min", in: 0...1000) ?? 0
            let max = group.int("max", in: 0...1000) ?? 1
            // Counted against the choices that read; one that did not is reported already.
            if min > max {
                group.report(
                    "option \"\(id ?? "")\" takes at least \(min) but at most \(max) choices: \"min\" must "
                        + "not be above \"max\"",
                    at: "min")
            } else if let choiceNodes, max > choices.count, choices.count == choiceNodes.count {
                group.report(
                    "option \"\(id ?? "")\" takes up to \(max) choices but offers \(choices.count): \"max\" "
                        + "must not be above the number of choices",
                    at: "max")
            } else if max == 0 {
                group.report("option \"\(id ?? "")\" takes no choice: \"max\" must be at least 1", at: "max")
            }
            guard let id, let name else { return nil }
            return ItemOption(id: id, name: name, min: min, max: max, choices: choices)
        }
    }

    /// A group's or choice's id: a slug (it becomes part of stock keys and page ids), unique among its siblings.
    private static func slug(_ object: JSONObjectReader, seen: inout Set<String>, what: String) -> String? {
        guard let id = object.string("id", required: true, nonEmpty: true) else { return nil }
        guard Slug.isValid(id), id.utf8.count <= 64 else {
            object.report(
                "\(what) id \"\(JSONText.clip(id))\" must be up to 64 lowercase letters, digits and dashes", at: "id")
            return nil
        }
        guard seen.insert(id).inserted else {
            object.report(
                "\(what) id \"\(id)\" is used twice in the same \(what == "option" ? "item" : "option")", at: "id")
            return nil
        }
        return id
    }
}
