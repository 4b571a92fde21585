/// What the copies of a value share, so that a description notices a part it has reached
/// before: the storage of a non-empty array, dictionary or set, or an object.
enum SharedStorage {
    /// The address of what `value` shares with its copies; `nil` for a value whose copies share
    /// nothing, such as a struct, an enum or an empty collection.
    ///
    /// An address identifies the storage only while the storage is alive: keep `value` alive
    /// as long as its address is compared with others.
    static func address(of value: Any) -> UnsafeRawPointer? {
        if let collection = value as? any StorageSharingCollection {
            return collection.storageAddress
        }
        if type(of: value) is AnyClass {
            return UnsafeRawPointer(Unmanaged.passUnretained(value as AnyObject).toOpaque())
        }
        return nil
    }

    /// Whether `value` is an array, a dictionary or a set: written by the package as Swift
    /// writes it, rather than left to its own description.
    static func isStandardCollection(_ value: Any) -> Bool {
        value is any StorageSharingCollection
    }
}

/// An array, a dictionary or a set: one reference to a storage that its copies share.
private protocol StorageSharingCollection {
    var isEmpty: Bool { get }
}

extension StorageSharingCollection {
    /// The address of the storage; `nil` when the collection is empty, as every empty one
    /// shares the same.
    var storageAddress: UnsafeRawPointer? {
        // The collection is its storage reference and nothing else, so its bits are the
        // reference's; the guard keeps this honest should the layout ever change.
        guard !isEmpty, MemoryLayout<Self>.size == MemoryLayout<UnsafeRawPointer>.size else { return nil }
        return unsafeBitCast(self, to: UnsafeRawPointer.self)
    }
}

extension Array: StorageSharingCollection {}
extension Dictionary: StorageSharingCollection {}
extension Set: StorageSharingCollection {}
