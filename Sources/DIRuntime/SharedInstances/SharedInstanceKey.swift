/// Where one stored value is found: the call site's name, the box's class, and the box.
///
/// Trivially copyable (the box is unmanaged; the store owns it), so scanning keys costs no reference
/// counting: in the benchmark, retains and releases of a linked list's nodes were half of a repeated read.
@usableFromInline
struct SharedInstanceKey {
    /// The address of the name's text when it has one (a `#function` literal always does).
    let nameAddress: UnsafeRawPointer?
    let name: StaticString
    let boxType: ObjectIdentifier
    /// Retained once by the store, released in its `deinit`.
    let entry: Unmanaged<SharedEntry>

    init(name: StaticString, boxType: ObjectIdentifier, entry: Unmanaged<SharedEntry>) {
        self.nameAddress = name.hasPointerRepresentation ? UnsafeRawPointer(name.utf8Start) : nil
        self.name = name
        self.boxType = boxType
        self.entry = entry
    }

    /// Whether this key's name has the same text as `other`.
    func hasName(_ other: StaticString) -> Bool {
        name.withUTF8Buffer { mine in
            other.withUTF8Buffer { theirs in mine.elementsEqual(theirs) }
        }
    }
}
