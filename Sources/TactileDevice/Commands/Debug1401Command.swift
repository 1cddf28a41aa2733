import TactileIBM1401
import TactileSystem

/// `tactile debug-1401 --deck FILE [--max-instructions N]`: the IBM 1401 of the WWDC 2009 talk “iPhone Views and Animations”
/// without its app, for checks against SimH's i1401 (docs/ibm1401.md). FILE goes into the card
/// reader and LOAD is pressed; the machine runs until it halts, reads an empty reader, stops on
/// an error or reaches the instruction limit (default 10 000 000). Standard output is exactly
/// what SimH's printer file holds (each line's characters, trailing blanks removed, then the
/// carriage's motion); standard error says why it stopped, as SimH does ("HALT instruction,
/// IS: 31"). Exit status 0 after a halt instruction, 1 otherwise, 2 for wrong options.
enum Debug1401Command {
    static let usage = "usage: tactile debug-1401 --deck FILE [--max-instructions N]"

    static func run(arguments: [String]) -> Int32 {
        var deckPath: String?
        var limit = 10_000_000
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard argument == "--deck" || argument == "--max-instructions" else {
                Console.error(argument == "--help" || argument == "-h" ? usage : "unknown option \(argument)\n" + usage)
                return argument == "--help" || argument == "-h" ? 0 : 2
            }
            guard index + 1 < arguments.count else {
                Console.error("\(argument) needs a value\n" + usage)
                return 2
            }
            let value = arguments[index + 1]
            if argument == "--deck" {
                deckPath = value
            } else {
                guard let count = TextScanner.int32(ArraySlice(value.utf8)), count > 0 else {
                    Console.error("--max-instructions must be a whole number from 1 to 2147483647, not \(value)\n" + usage)
                    return 2
                }
                limit = Int(count)
            }
            index += 2
        }
        guard let deckPath else {
            Console.error("--deck is required\n" + usage)
            return 2
        }
        let deck: [UInt8]
        do throws(FileError) {
            // A tray of 2 000 cards is 162 kB; a deck of 16 MB is nothing a 1401 ever read.
            deck = try FileBytes.read(deckPath, limit: 16 << 20)
        } catch {
            Console.error("cannot read the deck " + Console.sanitized(error.path) + ": \(error.reason)")
            return 2
        }
        var machine = Machine()
        machine.reader = CardReader(deck: deck)
        machine.load()
        // The printer's lines go out as they are printed, a slice of instructions at a time: a
        // deck printing in a loop to the limit kept all 665 MB of its output until the end.
        let slice = 10_000
        var executed = 0
        var stop = StopReason.instructionLimit
        while executed < limit {
            let count = min(slice, limit - executed)
            stop = machine.run(limit: count)
            executed += count
            let printed = machine.printer.takeOutput()
            if !printed.isEmpty {
                let failure = printed.withUnsafeBytes { FileBytes.write($0, to: 1) }
                if failure != 0 {
                    Console.error("cannot write the printer's output: \(SystemErrorText.describe(failure))")
                    return 1
                }
            }
            if stop != .instructionLimit { break }
        }
        Console.error("\(stop.message), IS: \(Address.text(machine.instructionAddress))")
        return stop == .halt ? 0 : 1
    }
}
