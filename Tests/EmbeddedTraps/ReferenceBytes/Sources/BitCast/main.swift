// Appends one object to an empty array stored in a class, reached through a reference kept as
// raw bits, and prints the array's count and the count of a new empty array: "1 0" when compiled
// right. The read in `load(as:)` is the only line that differs from BytesLoad/main.swift: each
// program is one module, as the read must be inlined beside the append for the bug to show.

struct ReferenceBits {
    var first: UInt = 0

    @inline(__always)
    init<Object>(_ object: Object) { first = unsafeBitCast(object, to: UInt.self) }

    @inline(__always)
    func load<Object>(as type: Object.Type) -> Object {
        unsafeBitCast(first, to: Object.self)  // what Unowned does
    }
}

final class Keeper {
    private(set) var objects = ContiguousArray<AnyObject>()
    func keep(_ object: AnyObject) { objects.append(object) }
}

final class Screen {
    let keeper = Keeper()
}

class View {}

final class Window: View {
    var screenBits: ReferenceBits
    var screen: Screen? { screenBits.load(as: Screen?.self) }
    init(screen: Screen) { screenBits = ReferenceBits(Optional(screen)) }
}

@inline(never)
func keep(_ view: View, in root: View) {
    (root as? Window)?.screen?.keeper.keep(view)
}

let screen = Screen()
let window = Window(screen: screen)
let view = View()
keep(view, in: window)
print("\(screen.keeper.objects.count) \(ContiguousArray<AnyObject>().count)")
