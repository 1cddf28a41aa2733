import TactileIBM1401
import TactilePlatform
import TactileRaster
import TactileSystem
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileCore
@testable import TactileIBM1401App

/// The 1401 app as the talk shows it, on an 800 × 456 screen in virtual time: the machine
/// paced like the real one, the paper moving up a line per printed line with only that line
/// painted, the buttons and run modes, the tear-off, and no wakeups while stopped.
@Suite struct IBM1401ConsoleTests {
    static let deckPath: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/TactileIBM1401AppTests/IBM1401ConsoleTests.swift
        return parts.joined(separator: "/") + "/Assets/IBM1401/powers-of-two.cd"
    }()

    final class Harness {
        let app: Application
        let console: IBM1401Console
        var view: ConsoleView { console.consoleView }
        var runner: MachineRunner { console.runner }

        init() throws {
            app = try makeHeadlessApplication(width: 800, height: 456)
            console = IBM1401App.start(in: app.window, deckPath: IBM1401ConsoleTests.deckPath)
        }

        deinit {
            app.animator.removeAllAnimations()
            app.animator.detach()
        }

        func run(until seconds: Double) { app.runLoop.run(until: Instant(seconds: seconds)) }
        var printedLines: Int { runner.machine.printer.lineCount }
    }

    /// The lines SimH's printer file holds for the deck (the same machine without the app).
    static func referenceLines() throws -> [String] {
        var machine = Machine()
        machine.reader = CardReader(deck: try FileBytes.read(deckPath, limit: 1 << 20))
        machine.load()
        #expect(machine.run(limit: 10_000_000) == .halt)
        return String(decoding: machine.printer.output, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func printsAtThe1403sPaceWhatSimHPrints() throws {
        let harness = try Harness()
        harness.run(until: 10)
        // 100 ms a line (600 lines a minute) plus the instructions' memory cycles.
        let printed = harness.printedLines
        #expect(printed >= 90 && printed <= 100, "\(printed) lines in 10 s")
        let reference = try Self.referenceLines()
        let lines = harness.view.printView.roll.lines.value
        // The lines on the paper are the reference's, each at its number.
        for line in max(0, printed - 20)..<printed {
            #expect(String(decoding: lines.text(ofLine: line), as: UTF8.self) == reference[line])
        }
        #expect(harness.view.printView.accessibilityValue == reference[printed - 1])
    }

    @Test func aPrintedLineDrawsOnlyItsOwnRectangle() throws {
        let harness = try Harness()
        harness.run(until: 3)
        let screen = harness.app.screen
        let roll = harness.view.printView.roll
        let paper = harness.view.printView.convert(harness.view.printView.bounds, to: nil)
        let paperPixels = PixelRect(x: Int(paper.minX), y: Int(paper.minY), width: Int(paper.width), height: Int(paper.height))
        let lineArea = (PaperStyle.paperWidth - 2 * PaperStyle.marginWidth) * PaperStyle.lineHeight
        let bandArea = PaperStyle.paperWidth * PaperStyle.lineHeight * Double(PaperStyle.linesPerBand)
        var framesWithALine = 0, newBands = 0
        var lines = harness.printedLines
        func drawn() -> Double { roll.bands.reduce(0) { $0 + $1.areaDrawn } }
        var drawnBefore = drawn()
        for tick in 0..<60 {
            harness.run(until: 3 + Double(tick + 1) / 60)
            let printed = harness.printedLines, area = drawn()
            defer { lines = printed; drawnBefore = area }
            guard printed == lines + 1 else {
                #expect(area == drawnBefore, "nothing printed, nothing drawn")
                continue
            }
            framesWithALine += 1
            // The band of the new line draws that line's rectangle, or all of itself when it
            // was just put under the paper's bottom (a line starting a band).
            let isBandStart = (printed - 1) % PaperStyle.linesPerBand == 0
            if isBandStart { newBands += 1 }
            #expect(area - drawnBefore == (isBandStart ? bandArea : lineArea), "drew \(area - drawnBefore)")
            // The rest of the paper moved up without being drawn: at most the new line's band
            // is composited again, never the whole view.
            var painted = 0
            for rect in screen.lastPainted {
                let inside = rect.intersection(paperPixels)
                painted += inside.isEmpty ? 0 : inside.width * inside.height
            }
            #expect(painted <= Int(paper.width) * Int(PaperStyle.lineHeight) * PaperStyle.linesPerBand)
            #expect(painted * 4 < paperPixels.width * paperPixels.height)
        }
        #expect(framesWithALine >= 8 && newBands >= 2)
    }

    @Test func stopStartSingleCycleAndAddressStop() throws {
        let harness = try Harness()
        harness.run(until: 1)
        harness.view.stopButton.sendActions(for: .touchUpInside)
        #expect(harness.runner.state == .stopped)
        let count = harness.runner.machine.instructionCount
        harness.run(until: 1.1)
        // Stopped: nothing runs and nothing is scheduled (no wakeups).
        #expect(harness.runner.machine.instructionCount == count && harness.app.runLoop.timerCount == 0)
        harness.run(until: 5)
        #expect(harness.runner.machine.instructionCount == count)
        // Single cycle: one instruction a press.
        harness.view.modeControl.selectedSegmentIndex = RunMode.singleCycle.rawValue
        harness.view.modeControl.sendActions(for: .valueChanged)
        for press in 1...3 {
            harness.view.startButton.sendActions(for: .touchUpInside)
            harness.run(until: 5 + Double(press) * 0.1)
            #expect(harness.runner.machine.instructionCount == count + press)
        }
        // Address stop at the instruction now next: the machine goes round the loop to it.
        let address = harness.runner.machine.instructionAddress
        harness.runner.stopAddress = address
        harness.view.modeControl.selectedSegmentIndex = RunMode.stopAtAddress.rawValue
        harness.view.modeControl.sendActions(for: .valueChanged)
        harness.view.startButton.sendActions(for: .touchUpInside)
        harness.run(until: 8)
        #expect(harness.runner.state == .ended(MachineRunner.stopAddressMessage))
        #expect(harness.runner.machine.instructionAddress == address)
        #expect(harness.runner.machine.instructionCount > count + 3)
        #expect(harness.view.status.text == MachineRunner.stopAddressMessage + ", IS: " + Address.text(address))
        // The instruction after a print (W): a print ends a tick, so it is the first of the
        // next one, and the machine must still stop there.
        var probe = Machine()
        probe.reader = CardReader(deck: try FileBytes.read(Self.deckPath, limit: 1 << 20))
        probe.load()
        while probe.step() == nil, probe.operation != 0o02 {}
        let afterPrint = probe.instructionAddress
        harness.runner.stopAddress = afterPrint
        for round in 1...3 {
            harness.view.startButton.sendActions(for: .touchUpInside)
            harness.run(until: 8 + Double(round) * 2)
            #expect(harness.runner.state == .ended(MachineRunner.stopAddressMessage))
            #expect(harness.runner.machine.instructionAddress == afterPrint)
        }
    }

    @Test func checkResetTearsThePageOffWhileTheMachinePrintsOn() throws {
        let harness = try Harness()
        harness.run(until: 4)
        let printView = harness.view.printView
        printView.contentOffset = Point(x: 200, y: 0)
        let before = harness.printedLines
        harness.view.checkResetButton.sendActions(for: .touchUpInside)
        #expect(printView.isHiddenForTransition == false && printView.contentOffset.x == 0)
        #expect(printView.roll.lines.value.text(ofLine: before - 1).isEmpty)
        harness.run(until: 4.4)
        // Under the page curling away, the printer goes on.
        #expect(harness.printedLines > before)
        let newest = harness.printedLines - 1
        #expect(!printView.roll.lines.value.text(ofLine: newest).isEmpty)
        #expect(harness.view.subviews.contains { $0 is TransitionOverlay })
        harness.run(until: 5)
        #expect(!harness.view.subviews.contains { $0 is TransitionOverlay })
    }

    @Test func thePaperIsDraggedSidewaysWhileTheMachineRuns() throws {
        let harness = try Harness()
        harness.run(until: 2)
        let before = harness.printedLines
        // A slow drag to the left over the paper, 2 s long: the machine prints on meanwhile
        // (its timer is in the common modes).
        let start = 2.0
        for step in 0...120 {
            let t = start + Double(step) / 60
            harness.run(until: t)
            let x = 600 - Double(step) * 3
            let phase: TouchPhase = step == 0 ? .began : (step == 120 ? .ended : .moved)
            let location = TouchLocation(x: x, y: 300)
            harness.app.handleTouches([
                TouchRecord(
                    id: 1, phase: phase, timestamp: Instant(seconds: t),
                    location: location, previousLocation: location)
            ])
            if step == 60 { #expect(harness.app.runLoopMode == .tracking) }
        }
        #expect(harness.printedLines >= before + 15)
        #expect(harness.view.printView.contentOffset.x > 100)
    }

    @Test func inTheBackgroundTheMachineWaitsAndNothingWakes() throws {
        let harness = try Harness()
        harness.run(until: 1)
        harness.console.enterBackground()
        let count = harness.runner.machine.instructionCount
        harness.run(until: 3)
        #expect(harness.runner.machine.instructionCount == count && harness.app.runLoop.timerCount == 0)
        harness.console.enterForeground()
        harness.run(until: 4)
        #expect(harness.runner.machine.instructionCount > count && harness.runner.state == .running)
    }
}
