import Foundation
import Testing

@testable import BistroContent
@testable import BistroCore

/// Issue 27: restaurant.json `tables` (the list, bookings, dine-in) and `taxRates`, read with their defaults,
/// and every mistake an error at its position.
@Suite struct TablesContentTests {
    static let hours = #""hours": {"mon": ["11:00-21:00"], "sat": ["10:00-14:00", "17:00-22:00"]}"#

    @Test func theIssuesExampleIsRead() throws {
        let fixture = try ContentFixture([
            "restaurant.json": #"{"name": "D", "currency": "CAD", "#
                + Self.hours + #", "tables": {"#
                + #""list": [{"id": "T1", "seats": 2}, {"id": "T2", "seats": 4}, {"id": "T3", "seats": 4}, {"id": "T4", "seats": 6}],"#
                + #""bookings": {"slotMinutes": 15, "durationMinutes": 90, "maxPartySize": 8, "leadMinutes": 60,"#
                + #""advanceDays": 30, "joinable": [["T2", "T3"]]}, "dineIn": true},"#
                + #""taxRates": {"dineIn": "0.13", "takeAway": "0.05"}}"#
        ])
        let restaurant = try fixture.load().restaurant
        let tables = try #require(restaurant.tables)
        #expect(tables.list.map(\.id) == ["T1", "T2", "T3", "T4"])
        #expect(tables.list.map(\.seats) == [2, 4, 4, 6])
        #expect(tables.dineIn)
        let bookings = try #require(tables.bookings)
        #expect(bookings.joinable == [["T2", "T3"]])
        #expect(bookings.durationMinutes == 90)
        #expect(bookings.remindHours == 24)
        #expect(restaurant.taxRates == TaxRates(dineIn: Rate.parse("0.13")!, takeAway: Rate.parse("0.05")!))
    }

    @Test func absentMeansNeither() throws {
        let restaurant = try ContentFixture(["restaurant.json": #"{"name": "D", "currency": "CAD"}"#]).load().restaurant
        #expect(restaurant.tables == nil)
        #expect(restaurant.taxRates == nil)
        let listOnly = try ContentFixture([
            "restaurant.json": #"{"name": "D", "currency": "CAD", "tables": {"list": [{"id": "A", "seats": 2}]}}"#
        ]).load().restaurant
        #expect(listOnly.tables?.bookings == nil)
        #expect(listOnly.tables?.dineIn == false)
    }

    @Test func mistakesAreErrorsAtTheirPlace() throws {
        let fixture = try ContentFixture([
            "restaurant.json": #"{"name": "D", "currency": "CAD", "#
                + Self.hours + #", "tables": {"list": ["#
                + #"{"id": "T1", "seats": 2}, {"id": ⟨twice⟩"T1", "seats": 4}, {"id": "T2", "seats": ⟨seats⟩0},"#
                + #"{"id": ⟨id⟩"T 3", "seats": 2}],"#
                + #""bookings": {"durationMinutes": ⟨long⟩660, "joinable": [["T1", ⟨unknown⟩"T9"], ⟨one⟩["T1"]]}}}"#
        ])
        let messages = fixture.diagnostics().map { "\($0.location.line):\($0.location.column) \($0.message)" }
        func at(_ marker: String, _ text: String) -> Bool {
            let place = fixture.location(of: marker)
            return messages.contains { $0.hasPrefix("\(place.line):\(place.column) ") && $0.contains(text) }
        }
        #expect(at("twice", "table \"T1\" is listed twice"), "\(messages)")
        #expect(at("seats", "\"seats\""), "\(messages)")
        #expect(at("id", "letters, digits"), "\(messages)")
        #expect(at("long", "longer than the restaurant is open in one go (600 minutes at most)"), "\(messages)")
        #expect(at("unknown", "\"T9\", which \"tables.list\" does not list"), "\(messages)")
        #expect(at("one", "two or more table ids"), "\(messages)")
        #expect(messages.count == 6, "\(messages)")
    }

    @Test func aBadTaxRateIsAnErrorAtIt() throws {
        let fixture = try ContentFixture([
            "restaurant.json":
                #"{"name": "D", "currency": "CAD", "taxRates": {"dineIn": ⟨rate⟩"13%", "takeAway": "0.05"}}"#
        ])
        let diagnostics = fixture.diagnostics()
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location == fixture.location(of: "rate"))
    }
}
