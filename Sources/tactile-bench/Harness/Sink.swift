/// Somewhere to put results so the optimizer cannot drop the work that made them.
final class Sink {
    var value = 0
}
