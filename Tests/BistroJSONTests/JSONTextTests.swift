import Foundation
import Testing

@testable import BistroJSON

@Suite struct JSONTextTests {
    @Test func clipsToFortyScalarsAndHidesC0Controls() {
        #expect(JSONText.clip("short") == "short")
        #expect(JSONText.clip(String(repeating: "x", count: 40)) == String(repeating: "x", count: 40))
        #expect(JSONText.clip(String(repeating: "x", count: 41)) == String(repeating: "x", count: 40) + "…")
        #expect(JSONText.clip("a\u{0}b\nc\u{1B}") == "a?b?c?")
        #expect(JSONText.clip(String(repeating: "🍔", count: 50)) == String(repeating: "🍔", count: 40) + "…")
        #expect(
            JSONText.quoted("x\"y") == "\"x\"y\"", "quoting is for people; the message is escaped where it is written")
    }

    @Test func forbidsControlsThatHideOrReorderText() {
        let forbidden: [Unicode.Scalar] = [
            "\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}", "\u{2028}", "\u{2029}",
            "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}",
        ]
        for scalar in forbidden {
            #expect(JSONText.isForbiddenControl(scalar, multiline: true), "U+\(String(scalar.value, radix: 16))")
        }
        let allowed: [Unicode.Scalar] = [" ", "a", "\u{A0}", "\u{200F}", "\u{202F}", "\u{2065}", "é", "🍔"]
        for scalar in allowed {
            #expect(!JSONText.isForbiddenControl(scalar, multiline: false), "U+\(String(scalar.value, radix: 16))")
        }
        for scalar: Unicode.Scalar in ["\n", "\t", "\r"] {
            #expect(JSONText.isForbiddenControl(scalar, multiline: false))
            #expect(!JSONText.isForbiddenControl(scalar, multiline: true))
        }
    }

    /// Blank means what Foundation's `.whitespacesAndNewlines` meant for content before (`trimmingCharacters`).
    @Test func blankIsWhatFoundationTrims() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            #expect(
                JSONText.isBlank(text) == text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                "U+\(String(value, radix: 16))")
        }
        #expect(JSONText.isBlank(""))
        #expect(JSONText.isBlank(" \t\u{3000}\u{A0}\n"))
        #expect(!JSONText.isBlank(" x "))
    }
}
