/// The name of an animatable property of an object: frame, center, alpha…
public struct AnimationProperty: Hashable, Sendable {
    /// The property's name, unique within the object.
    public let name: String

    public init(_ name: String) { self.name = name }

    public static let frame = AnimationProperty("frame")
    public static let bounds = AnimationProperty("bounds")
    public static let center = AnimationProperty("center")
    public static let transform = AnimationProperty("transform")
    public static let alpha = AnimationProperty("alpha")
    public static let backgroundColor = AnimationProperty("backgroundColor")
    public static let shadow = AnimationProperty("shadow")
}

/// What an animation animates: one property of one object. At most one animation runs per key;
/// a new one replaces the old. The object is identified, not retained.
public struct AnimationKey: Hashable {
    /// The animated object's identity.
    public let object: ObjectIdentifier
    /// The animated property.
    public let property: AnimationProperty

    public init(object: ObjectIdentifier, property: AnimationProperty) {
        self.object = object
        self.property = property
    }

    /// The key of `property` on `object`.
    public init(_ object: AnyObject, _ property: AnimationProperty) {
        self.init(object: ObjectIdentifier(object), property: property)
    }
}
