import BistroCore
import Testing

@Suite struct CountedTests {
    @Test func exactlyOneIsSingular() {
        #expect("\(Counted(1, "page"))" == "1 page")
        #expect("\(Counted(0, "page"))" == "0 pages")
        #expect("\(Counted(19, "page"))" == "19 pages")
        #expect("\(Counted(1, "entry", plural: "entries"))" == "1 entry")
        #expect("\(Counted(2, "entry", plural: "entries"))" == "2 entries")
    }
}
