/// The name of an animatable property of an object: frame, center, alpha…
public struct AnimationProperty: Hashable, Sendable {
    /// The property's name, unique within the object.
    public let name: String

    /// Creates a property called `name`.
    public init(_ name: String) { self.name = name }

    /// A view's frame.
    public static let frame = AnimationProperty("frame")
    /// A view's bounds.
    public static let bounds = AnimationProperty("bounds")
    /// A view's center.
    public static let center = AnimationProperty("center")
    /// A view's transform.
    public static let transform = AnimationProperty("transform")
    /// A view's alpha (opacity, 0...1).
    public static let alpha = AnimationProperty("alpha")
    /// A view's background colour.
    public static let backgroundColor = AnimationProperty("backgroundColor")
    /// A view's shadow.
    public static let shadow = AnimationProperty("shadow")
}

/// What an animation animates: one property of one object. At most one animation runs per key;
/// a new one replaces the old. The object is identified, not retained.
public struct AnimationKey: Hashable {
    /// The animated object's identity.
    public let object: ObjectIdentifier
    /// The animated property.
    public let property: AnimationProperty

    /// Creates the key of `property` on the object with identity `object`.
    public init(object: ObjectIdentifier, property: AnimationProperty) {
        self.object = object
        self.property = property
    }

    /// The key of `property` on `object`.
    public init(_ object: AnyObject, _ property: AnimationProperty) {
        self.init(object: ObjectIdentifier(object), property: property)
    }
}
