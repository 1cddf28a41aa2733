import Testing

@testable import TactileIBM1401

/// The instructions one by one, against values worked out by hand from the 1401's reference
/// manual and checked once against SimH's i1401 (docs/ibm1401.md, "Instructions").
@Suite struct InstructionTests {
    @Test func addressesCarryThousandsInZonesAndIndexRegistersInTheTens() {
        func address(_ text: String) -> Int {
            let codes = text.utf8.map { BCD.code(ascii: $0) }
            return Address.hundreds(codes[0]) + Address.tens(codes[1]).value + Address.units(codes[2])
        }
        #expect(address("001") == 1)
        #expect(address("I9I") == 15999)
        #expect(address("00|") == 4000)
        #expect(address("S34") == 1234)
        #expect(address("?4G") == 15047)
        #expect(address("K66") == 2266)
        #expect(!Address.isValid(address(" 01")))
        // Stored back the same way (SBR).
        for value in [0, 1, 999, 1234, 4000, 15047, 15999] {
            let (h, t, u) = Address.characters(of: value)
            #expect(Address.hundreds(h) + Address.tens(t).value + Address.units(u) == value)
        }
        // X1 (087-089) holding 100, added to "3^0" = 300 indexed by X1 (tens zone A) → 400.
        var harness = MachineHarness()
        harness.field("100", endingAt: 89)
        harness.field("AAAA", endingAt: 403)
        let result1 = harness.run("M3^3700")  // MCW 303+100, 700
        #expect(result1 == nil)
        #expect(harness.text(from: 697, through: 700) == "AAAA")
    }

    @Test func zeroAndAddNormalisesTheSign() {
        var harness = MachineHarness()
        harness.field("123", endingAt: 610)
        harness.field("99999", endingAt: 620)
        let result2 = harness.run("?610620")
        #expect(result2 == nil)
        #expect(harness.text(from: 616, through: 620) == "0012C")  // +123
        let result3 = harness.run("!610620")
        #expect(result3 == nil)
        #expect(harness.text(from: 616, through: 620) == "0012L")  // -123
        harness.field("12345", endingAt: 630)
        harness.field("999", endingAt: 640)
        let result4 = harness.run("?630640")
        #expect(result4 == nil)
        #expect(harness.text(from: 638, through: 640) == "34E")  // high-order digits lost
    }

    @Test func addAndSubtractWithSignsOverflowAndRecomplement() {
        var harness = MachineHarness()
        harness.field("999", endingAt: 610)
        harness.field("001", endingAt: 620)
        let result5 = harness.run("A610620")
        #expect(result5 == nil)
        #expect(harness.text(from: 618, through: 620) == "|00" && harness.indicator(.overflow))  // 1000: overflow zone
        harness.field("N", endingAt: 630)  // -5
        harness.field("12", endingAt: 640)
        let result6 = harness.run("A630640")
        #expect(result6 == nil)
        #expect(harness.text(from: 639, through: 640) == "0G")  // +7
        harness.field("12", endingAt: 650)
        harness.field("05", endingAt: 660)
        let result7 = harness.run("S650660")
        #expect(result7 == nil)
        #expect(harness.text(from: 659, through: 660) == "0P")  // -7
        harness.field("7", endingAt: 670)
        harness.field("7", endingAt: 680)
        let result8 = harness.run("S670680")
        #expect(result8 == nil)
        #expect(harness.text(from: 680, through: 680) == "?")  // +0
        // A later add without a carry turns overflow off again (SimH 3.8).
        harness.field("11", endingAt: 690)
        harness.field("22", endingAt: 699)
        let result9 = harness.run("A690699")
        #expect(result9 == nil)
        #expect(harness.text(from: 698, through: 699) == "33" && !harness.indicator(.overflow))
    }

    @Test func compareUsesTheCollatingSequenceAndTheLeftmostDifference() {
        var harness = MachineHarness()
        harness.field("ABD", endingAt: 610)
        harness.field("ABC", endingAt: 620)
        let result10 = harness.run("C610620")
        #expect(result10 == nil)
        #expect(harness.indicator(.low) && harness.indicator(.unequal) && !harness.indicator(.equal))
        harness.field("9", endingAt: 630)
        harness.field("A", endingAt: 640)
        let result11 = harness.run("C630640")
        #expect(result11 == nil)
        #expect(harness.indicator(.low))  // letters collate below digits
        harness.field("12", endingAt: 650)
        harness.field("012", endingAt: 660)
        let result12 = harness.run("C650660")
        #expect(result12 == nil)
        #expect(harness.indicator(.high))  // a shorter A field makes B high
        harness.field(" ", endingAt: 670)
        harness.field("A", endingAt: 680)
        let result13 = harness.run("C670680")
        #expect(result13 == nil)
        #expect(harness.indicator(.high))  // blank collates lowest
    }

    @Test func multiplyAndDivideInPlace() {
        var harness = MachineHarness()
        harness.field("12", endingAt: 610)
        harness.field("34000", endingAt: 620)  // multiplier 34, then room for the product
        let result14 = harness.run("@610620")
        #expect(result14 == nil)
        #expect(harness.text(from: 616, through: 620) == "0040H")  // +408
        harness.field("12", endingAt: 630)
        harness.field("000014D", endingAt: 646)  // dividend 144, its units zoned
        let result15 = harness.run("%630643")  // B: the dividend's high-order digit
        #expect(result15 == nil)
        #expect(harness.text(from: 640, through: 646) == "001B00?")  // quotient +12, remainder +00
    }

    @Test func editPunctuatesAndSuppressesZeros() {
        func edited(_ data: String, _ word: String) -> String {
            var harness = MachineHarness()
            harness.field(data, endingAt: 610)
            harness.field(word, endingAt: 650)
            _ = harness.run("E610650")
            return harness.text(from: 650 - word.utf8.count + 1, through: 650)
        }
        #expect(edited("0012345", "  ,   .  ") == "00,123.45")
        #expect(edited("001234N", "  ,   .  CR") == "00,123.45CR")
        #expect(edited("0000000", "  ,  0.  -") == "      .00 ")  // plus: the minus sign blanked
        #expect(edited("0000005", "  ,  0.  &CR") == "      .05   ")
        #expect(edited("123161", "  /  /  ") == "12/31/61")
        #expect(edited("0001234", "   $0.  ") == "  $12.34")
        #expect(edited("0001234", "   *0.  ") == "***12.34")
    }

    @Test func branchesSetBToTheNextInstruction() {
        var harness = MachineHarness()
        let result16 = harness.run("B700")
        #expect(result16 == nil)
        #expect(harness.machine.instructionAddress == 700 && harness.machine.bAddress == 504)
        harness.field("Q", endingAt: 613)
        let result17 = harness.run("B484613Q")  // BCE taken
        #expect(result17 == nil)
        #expect(harness.machine.instructionAddress == 484 && harness.machine.bAddress == 508)
        let result18 = harness.run("B484613R")  // not taken: B steps left
        #expect(result18 == nil)
        #expect(harness.machine.instructionAddress == 508 && harness.machine.bAddress == 612)
        // The halt shows the next instruction's address.
        let result19 = harness.run(".")
        #expect(result19 == .halt && harness.machine.instructionAddress == 501)
        // Missing word mark at the op code, invalid branch.
        harness.machine.instructionAddress = 900
        let result20 = harness.machine.step()
        #expect(result20 == .noWordMark && harness.machine.instructionAddress == 900)
        let result21 = harness.run("B 00")
        #expect(result21 == .invalidBranchAddress)
    }
}
