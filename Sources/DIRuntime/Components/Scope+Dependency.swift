/// Where a component keeps its dependency: `Component.storedDependency`, a `let` made at the end of `init`.
///
/// A `let`, because Swift borrows a class's `let` for a call without a retain and release: a repeated read of
/// `dependency.session` is the witness call alone (through an addressor over mutable words it was a retain and
/// release of the dependency around it, about 10 ns on this machine, half of the read). A `let` cannot be
/// initialised with `self` before `super.init`, so it starts empty (`unmadeDependency`) and `Component.init` writes the made
/// dependency into it through its address, once, before the component is handed to anyone; nothing reads it
/// before. It holds the component itself (not retained, or it would never be freed; `deinit` empties it so
/// that Swift releases nothing), a generated provider, or a test double (both retained, and released by Swift).
extension Scope {
    @inlinable
    @inline(__always)
    final var storedPropertiesAddress: UnsafeMutableRawPointer {
        _getUnsafePointerToStoredProperties(self)
    }

    /// The address of `Component.storedDependency`, the first stored property after `Scope`'s.
    @inlinable
    @inline(__always)
    final var storedDependencyAddress: UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(Unmanaged.passUnretained(self).toOpaque()) + Scope.endOfStoredProperties
    }

    /// In debug builds, checks that the words addressed by pointer are the stored properties they stand for.
    @inline(__always)
    func checkStoredPropertyLayout() {
        #if DEBUG
        sharedStoreWord = 0x5A5A
        precondition(
            storedPropertiesAddress.load(as: Int.self) == 0x5A5A
                && parentLinkAddress.load(as: UnsafeRawPointer?.self) == parentLink.map { UnsafeRawPointer($0.toOpaque()) }
                && (parentLinkAddress + MemoryLayout<Int>.stride).load(as: UnsafeRawPointer?.self)
                    == rootLink.map { UnsafeRawPointer($0.toOpaque()) },
            "DIRuntime: Scope layout changed")
        sharedStoreWord = 0
        #endif
    }

    /// What a provider factory is given: the parent, or for a root the root itself.
    @usableFromInline
    final var factoryArgument: Scope {
        parentLink?.takeUnretainedValue() ?? self
    }
}

/// The value `Component.storedDependency` starts with, before `init` writes the made dependency: no object (a
/// null reference, which Swift's release ignores) and no witness tables. Never read as a dependency. Moved out of
/// memory rather than written as a literal, so the optimizer never takes a `let` that every initialiser sets to
/// one constant for that constant.
@inlinable
@inline(__always)
func unmadeDependency<DependencyType>(_ type: DependencyType.Type) -> DependencyType {
    var zeros = (0, 0, 0)
    return taken(from: &zeros, as: DependencyType.self)
}

/// The value at `words`, moved out, not copied (a copy would retain the null object). A function rather than a
/// closure passed to `withUnsafeMutableBytes`, which cost the app's release build a closure to compile for every
/// component type.
@inlinable
@inline(__always)
func taken<Value>(from words: UnsafeMutableRawPointer, as type: Value.Type) -> Value {
    words.assumingMemoryBound(to: Value.self).move()
}

/// Stops with a clear message when `DependencyType` cannot be a component's dependency: it must be a class-bound
/// protocol (every `Dependency` is) composed of at most two protocols, so that it is its object followed by its
/// witness tables. Other existentials take five words.
func checkStorableDependency<DependencyType>(_ type: DependencyType.Type) {
    precondition(
        MemoryLayout<DependencyType>.size <= 3 * MemoryLayout<Int>.stride,
        "DIRuntime: \(type) cannot be a component's dependency type: use a protocol that refines `Dependency` "
            + "(class-bound), composed of at most two protocols.")
}
