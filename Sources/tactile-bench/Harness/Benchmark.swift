/// One part of the benchmark (`Part`): it prints its tables and returns its JSON file, which
/// the program writes. A failed check (pixels that differ from the reference or from a full
/// redraw, a broken requirement) goes into `failures` and fails the run after every part ran.
protocol Benchmark {
    static func run(options: Options, timing: Timing, failures: inout [String]) -> JSONReport
}
