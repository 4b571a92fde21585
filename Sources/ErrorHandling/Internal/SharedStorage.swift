/// What the copies of a value share, so that a description notices a part it has reached
/// before: the storage of a non-empty array, or an object.
enum SharedStorage {
    /// Tells what `value` shares with its copies from any other part alive at the same time;
    /// `nil` for a value whose copies share nothing that can be told, such as a struct, an
    /// enum, an empty collection, a dictionary or a set (whose parts are then described again
    /// where they are reached again, within the description's budget).
    ///
    /// An identity tells the storage only while the storage is alive: keep `value` alive as long
    /// as its identity is compared with others.
    static func identity(of value: Any) -> UInt? {
        if let array = value as? any ArrayStorage {
            return array.storageIdentity
        }
        if type(of: value) is AnyClass {
            return UInt(bitPattern: ObjectIdentifier(value as AnyObject))
        }
        return nil
    }

    /// Whether `value` is an array, a dictionary or a set: written by the package as Swift
    /// writes it, rather than left to its own description.
    static func isStandardCollection(_ value: Any) -> Bool {
        value is any StandardCollection
    }
}

/// An array, a dictionary or a set.
private protocol StandardCollection {}

/// An array: its copies share one storage, whose elements start at one address.
private protocol ArrayStorage: StandardCollection {
    /// The address of the first element; `nil` when there is none, as every empty array
    /// shares the same storage.
    var storageIdentity: UInt? { get }
}

extension Array: ArrayStorage {
    fileprivate var storageIdentity: UInt? {
        // Read, never followed: the address of a native array's elements, shared by its copies.
        isEmpty ? nil : withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }
}
extension Dictionary: StandardCollection {}
extension Set: StandardCollection {}
