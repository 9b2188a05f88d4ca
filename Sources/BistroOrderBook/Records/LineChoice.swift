import BistroCore
import BistroJSON
import GRDB

/// One option choice recorded on an order line, as it was at order time (names and price), so the
/// receipt shows it whatever the menu says later.
package struct LineChoice: Sendable, Hashable {
    /// The option group's id and name ("size", "Size").
    package var option: String
    package var optionName: String
    /// The choice's id and name ("large", "Large").
    package var choice: String
    package var name: String
    /// Added to the unit price.
    package var priceCents: Int

    package init(option: String, optionName: String, choice: String, name: String, priceCents: Int) {
        self.option = option
        self.optionName = optionName
        self.choice = choice
        self.name = name
        self.priceCents = priceCents
    }

    /// The stock key of the choice on a line of `sku`.
    package func stockKey(sku: String) -> String { ItemOption.stockKey(sku: sku, option: option, choice: choice) }
}

/// An order line's choices, stored in `order_lines.choices` as a JSON array
/// (`[{"option":"size","optionName":"Size","choice":"large","name":"Large","priceCents":250}]`), NULL when
/// the line has none: one column, readable by hand, and `json_each` can query it.
package struct LineChoices: Sendable, Hashable, Codable, DatabaseValueConvertible {
    package var choices: [LineChoice]

    package init(_ choices: [LineChoice]) { self.choices = choices }

    package init(chosen options: [ChosenOption]) {
        choices = options.flatMap { chosen in
            chosen.choices.map {
                LineChoice(
                    option: chosen.option.id, optionName: chosen.option.name, choice: $0.id, name: $0.name,
                    priceCents: $0.price.minorUnits)
            }
        }
    }

    /// "Large; Aged cheddar, Peameal bacon": choices of one group joined by commas, groups by semicolons.
    package var summary: String {
        var groups: [(option: String, names: [String])] = []
        for choice in choices {
            if groups.last?.option == choice.option {
                groups[groups.count - 1].names.append(choice.name)
            } else {
                groups.append((choice.option, [choice.name]))
            }
        }
        return groups.map { $0.names.joined(separator: ", ") }.joined(separator: "; ")
    }

    package var json: JSONValue {
        .array(
            choices.map {
                .object([
                    ("option", .string($0.option)), ("optionName", .string($0.optionName)),
                    ("choice", .string($0.choice)),
                    ("name", .string($0.name)), ("priceCents", .int($0.priceCents)),
                ])
            })
    }

    package var databaseValue: DatabaseValue { json.rendered().databaseValue }

    /// The choices of a stored line; a value this code did not write reads as no choices rather than failing
    /// the whole receipt.
    package static func fromDatabaseValue(_ dbValue: DatabaseValue) -> LineChoices? {
        String.fromDatabaseValue(dbValue).map(parse) ?? LineChoices([])
    }

    package init(from decoder: any Decoder) throws {
        self = Self.parse(try decoder.singleValueContainer().decode(String.self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(json.rendered())
    }

    static func parse(_ text: String) -> LineChoices {
        guard let root = try? JSONParser.parse(text), case .array(let nodes) = root.value else {
            return LineChoices([])
        }
        let keys = ["option", "optionName", "choice", "name", "priceCents"]
        return LineChoices(
            nodes.compactMap { node -> LineChoice? in
                guard let object = JSONObjectReader(node, context: "choice", knownKeys: keys, sink: { _ in }),
                    let option = object.string("option"), let optionName = object.string("optionName"),
                    let choice = object.string("choice"),
                    let name = object.string("name"), let price = object.int("priceCents", in: Int.min...Int.max)
                else { return nil }
                return LineChoice(option: option, optionName: optionName, choice: choice, name: name, priceCents: price)
            })
    }
}
