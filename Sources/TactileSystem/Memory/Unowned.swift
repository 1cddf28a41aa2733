/// A reference that does not keep its object alive: the kit's one kind of back reference (a
/// view's superview, a recognizer's view, a delegate, an action's target).
///
/// Embedded Swift has no `weak`, so a back reference on the device is `unowned(unsafe)`: free,
/// and undefined behaviour when read after its object was freed. This wrapper is that on the
/// device, and in the host build (tests, desktop tools, the sanitizer build) it checks every read:
/// reading a reference whose object was freed stops the program with both types' names
/// ("a PhotoPage reached its PhotoViewer after that was freed"), where the device would read
/// freed memory. The kit's lifetime rules (ARCHITECTURE.md, "Lifetimes") are what make the
/// device's unchecked reads safe; the host's checks are what prove them.
///
/// `Object` is a class, a class-bound protocol's existential (`any ScrollViewDelegate`), or an
/// optional of either: all references, which is all the wrapper stores.
///
///     final class PhotoPage: ScrollView {
///         @Unowned var viewer: PhotoViewer?
///     }
///
/// As a value it carries an owner into a closure without keeping it alive:
///
///     page.onClose = { [viewer = Unowned(self)] in viewer.object.close() }
@propertyWrapper
public struct Unowned<Object> {
    // The reference's bits, copied without a retain: what `unowned(unsafe)` stores. (Swift's
    // `unowned` cannot name a generic type, and a class-bound existential is not `AnyObject`.)
    @usableFromInline var bits: ReferenceBits

    #if !hasFeature(Embedded)
        /// The same object, weakly: nil once it is freed, which the reads check.
        @usableFromInline weak var anchor: AnyObject?
        /// Whether the reference was set to an object (nil after that means freed).
        @usableFromInline var refersToObject: Bool
    #endif

    /// A reference to `object`, not retained.
    @inlinable
    public init(_ object: Object) {
        bits = ReferenceBits(object)
        #if !hasFeature(Embedded)
            anchor = Self.referencedObject(object)
            refersToObject = anchor != nil
        #endif
    }

    /// A reference to `wrappedValue`, not retained.
    @inlinable
    public init(wrappedValue: Object) { self.init(wrappedValue) }

    /// The object. Reading it after the object was freed stops the program in the host build.
    @inlinable
    public var object: Object {
        get {
            #if !hasFeature(Embedded)
                checkAlive(owner: nil)
            #endif
            return bits.load(as: Object.self)
        }
        set { self = Unowned(newValue) }
    }

    /// The object, as the property wrapper's value: the same as `object`.
    @inlinable
    public var wrappedValue: Object {
        get { object }
        set { object = newValue }
    }

    /// Whether this refers to `object`, without reading the reference: what a deinit asks of the
    /// references to the object going away (whose checks would stop the program by then).
    @inlinable
    public func refers(to object: Object) -> Bool {
        bits.first == ReferenceBits(object).first
    }

    #if !hasFeature(Embedded)
        /// Whether the object is still alive (true for a nil reference). Host build only: the device
        /// cannot tell, which is why its code must never need to ask.
        public var isAlive: Bool { !refersToObject || anchor != nil }

        @usableFromInline
        func checkAlive(owner: Any.Type?) {
            guard refersToObject, anchor == nil else { return }
            let holder = owner.map { "a \($0)" } ?? "an Unowned reference"
            var objectType = "\(Object.self)"
            if objectType.hasPrefix("Optional<"), objectType.hasSuffix(">") {
                objectType = String(objectType.dropFirst("Optional<".count).dropLast())
            }
            fatalError("\(holder) reached its \(objectType) after that was freed (a back reference outlived its object)")
        }

        @usableFromInline
        static func referencedObject(_ value: Object) -> AnyObject? {
            if let optional = value as? any OptionalReference { return optional.referencedObject }
            return value as AnyObject
        }

        /// The stored property of a class: the check names the owner's dynamic type.
        public static subscript<Owner: AnyObject>(_enclosingInstance owner: Owner,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Object>,
            storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
        ) -> Object {
            get {
                let reference = owner[keyPath: storageKeyPath]
                reference.checkAlive(owner: type(of: owner))
                return reference.bits.load(as: Object.self)
            }
            set { owner[keyPath: storageKeyPath] = Unowned(newValue) }
        }
    #endif
}

extension Unowned where Object: ExpressibleByNilLiteral {
    /// A reference to nothing (an optional property's start).
    @inlinable
    public init() { self.init(nil) }
}

#if !hasFeature(Embedded)
    /// An optional of a reference, seen through `Any` (the host's check finds the object in it).
    @usableFromInline
    protocol OptionalReference {
        var referencedObject: AnyObject? { get }
    }

    extension Optional: OptionalReference {
        @usableFromInline
        var referencedObject: AnyObject? {
            guard let wrapped = self else { return nil }
            if let inner = wrapped as? any OptionalReference { return inner.referencedObject }
            return wrapped as AnyObject
        }
    }
#endif

/// Two words holding a reference's bits (a class reference, or a class-bound existential's object
/// and witness table) without owning it.
///
/// The bits go in and out by `unsafeBitCast`, never through a pointer to a copy of them
/// (`withUnsafeBytes(of:)`): a reference loaded from a stack copy's bytes led the Embedded
/// optimizer to keep a stale array buffer in a register across a reallocation (an `append` to the
/// screen's `DeferredRelease` reached through a window's `Unowned` screen wrote its element into
/// the shared empty-array storage, and every empty array of the program then had one element).
@usableFromInline
struct ReferenceBits {
    @usableFromInline var first: UInt = 0
    @usableFromInline var second: UInt = 0

    @inlinable
    init<Object>(_ object: Object) {
        if MemoryLayout<Object>.size == MemoryLayout<UInt>.size {
            first = unsafeBitCast(object, to: UInt.self)
        } else {
            precondition(MemoryLayout<Object>.size == MemoryLayout<Self>.size, "Unowned holds references only")
            self = unsafeBitCast(object, to: ReferenceBits.self)
        }
    }

    /// The reference, retained for the caller (as reading an `unowned(unsafe)` variable does).
    @inlinable
    func load<Object>(as type: Object.Type) -> Object {
        MemoryLayout<Object>.size == MemoryLayout<UInt>.size
            ? unsafeBitCast(first, to: Object.self) : unsafeBitCast(self, to: Object.self)
    }
}

extension Unowned where Object: AnyObject {
    /// A closure that calls `body` with the object and its own arguments, keeping the object
    /// unowned: how a callback refers to its owner without a cycle and without `weak`.
    ///
    ///     page.onClose = Unowned(self).callback { viewer in viewer.close() }
    @inlinable
    public func callback<Result>(_ body: @escaping (Object) -> Result) -> () -> Result {
        { body(self.object) }
    }

    /// A closure of one argument calling `body` with the object first (see `callback(_:)`).
    @inlinable
    public func callback<A, Result>(_ body: @escaping (Object, A) -> Result) -> (A) -> Result {
        { a in body(self.object, a) }
    }

    /// A closure of two arguments calling `body` with the object first (see `callback(_:)`).
    @inlinable
    public func callback<A, B, Result>(_ body: @escaping (Object, A, B) -> Result) -> (A, B) -> Result {
        { a, b in body(self.object, a, b) }
    }

    /// A closure of four arguments calling `body` with the object first (see `callback(_:)`).
    @inlinable
    public func callback<A, B, C, D, Result>(_ body: @escaping (Object, A, B, C, D) -> Result) -> (A, B, C, D) -> Result {
        { a, b, c, d in body(self.object, a, b, c, d) }
    }
}
