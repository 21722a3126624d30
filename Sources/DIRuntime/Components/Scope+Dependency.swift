#if canImport(Synchronization)
import Synchronization
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The states of `Scope.dependencyState`.
enum DependencyState {
    static let notMade = 0
    static let making = 1
    /// Made, and retained by the scope.
    static let ready = 2
    /// Made, and the scope itself (not retained).
    static let readyComponentItself = 3
}

/// Where a component keeps its dependency: made by its provider factory on first use, then kept.
///
/// Many components never read their own dependency (they only create children, or read a few `shared`
/// values); making the provider lazily saves them an allocation. Where atomics are available (`AtomicWord`),
/// the first reader claims the state word with a compare-and-exchange, makes the dependency and publishes it
/// with a release store; others wait for it, and later reads are one acquire load. Elsewhere the dependency is
/// made in `init`, so the state never changes after it.
extension Scope {
    @inlinable
    @inline(__always)
    final var storedPropertiesAddress: UnsafeMutableRawPointer {
        _getUnsafePointerToStoredProperties(self)
    }

    /// The address of `dependencyState`, the second stored property.
    @inlinable
    @inline(__always)
    final var dependencyStateAddress: UnsafeMutableRawPointer {
        storedPropertiesAddress + MemoryLayout<Int>.stride
    }

    /// The address of the three words that hold the dependency once it is made (`dependencyWords`).
    @inlinable
    @inline(__always)
    final var dependencyStorage: UnsafeMutableRawPointer {
        storedPropertiesAddress + 2 * MemoryLayout<Int>.stride
    }

    /// In debug builds, checks that the words addressed by pointer are the stored properties they stand for.
    @inline(__always)
    func checkStoredPropertyLayout() {
        #if DEBUG
        sharedStoreWord = 0x5A5A
        dependencyState = 0x6B6B
        dependencyWords = (0x7C7C, 0, 0)
        precondition(
            storedPropertiesAddress.load(as: Int.self) == 0x5A5A
                && dependencyStateAddress.load(as: Int.self) == 0x6B6B
                && dependencyStorage.load(as: Int.self) == 0x7C7C
                && parentLinkAddress.load(as: UnsafeRawPointer?.self) == parentLink.map { UnsafeRawPointer($0.toOpaque()) }
                && (parentLinkAddress + MemoryLayout<Int>.stride).load(as: UnsafeRawPointer.self)
                    == rootLink.map { UnsafeRawPointer($0.toOpaque()) },
            "DIRuntime: Scope layout changed")
        sharedStoreWord = 0
        dependencyState = DependencyState.notMade
        dependencyWords = (0, 0, 0)
        #endif
    }

    /// Whether dependencies are made on first use (with atomics) rather than in `init`.
    @inline(__always)
    static var makesDependencyLazily: Bool {
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            return true
        }
        #endif
        return false
    }

    /// The address of the dependency once it is made, `nil` before: the fast path of `Component.dependency`.
    @inlinable
    @inline(__always)
    final func readyDependencyAddress() -> UnsafeRawPointer? {
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            let state = dependencyStateAddress.assumingMemoryBound(to: Atomic<Int>.self).pointee
                .load(ordering: .acquiring)
            guard state >= 2 /* DependencyState.ready or .readyComponentItself */ else { return nil }
        }
        #endif
        return UnsafeRawPointer(dependencyStorage)
    }

    /// Claims the making of the dependency: `true` when the caller must make it and then call
    /// `publishDependency()`, `false` when it is ready (made by another thread, which this one waited for).
    ///
    /// The maker runs only generated code (a provider's `init`), never the app's, so waiting cannot deadlock.
    @usableFromInline
    final func claimDependency() -> Bool {
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            while true {
                let claim = AtomicWord.compareExchange(
                    expected: DependencyState.notMade, desired: DependencyState.making, at: dependencyStateAddress)
                if claim.exchanged { return true }
                if claim.original >= DependencyState.ready { return false }
                sched_yield()
            }
        }
        #endif
        // Without atomics the dependency is made once, in `init`, where no other thread can see this scope.
        return dependencyState == DependencyState.notMade
    }

    /// Publishes the dependency the caller of a successful `claimDependency()` has stored.
    @usableFromInline
    final func publishDependency(isComponentItself: Bool) {
        let state = isComponentItself ? DependencyState.readyComponentItself : DependencyState.ready
        #if canImport(Synchronization)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            AtomicWord.storeReleasing(state, at: dependencyStateAddress)
            return
        }
        #endif
        dependencyState = state
    }

    /// What a provider factory is given: the parent, or for a root the root itself.
    @usableFromInline
    final var factoryArgument: Scope {
        parentLink?.takeUnretainedValue() ?? self
    }

    /// The factory, as the typed factory of the component's `DependencyType`.
    @usableFromInline
    final func typedProviderFactory<DependencyType>(
        of type: DependencyType.Type
    ) -> TypedProviderFactory<DependencyType> {
        unsafeDowncast(providerFactory.takeUnretainedValue(), to: TypedProviderFactory<DependencyType>.self)
    }

    /// Called from `deinit`: releases the dependency if it was made. A class-bound existential's first word is
    /// its object, retained once (sizes are checked when a factory is registered: `checkStorableDependency`).
    @inline(__always)
    func releaseDependency() {
        // `.readyComponentItself` holds this scope, unretained: nothing to release.
        guard dependencyState == DependencyState.ready else { return }
        Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: dependencyWords.0)!).release()
    }
}

/// Stops with a clear message when `DependencyType` cannot live in a scope's dependency words: it must be a
/// class-bound protocol (every `Dependency` is) composed of at most two protocols. Other existentials take five
/// words, so the size check rejects them.
func checkStorableDependency<DependencyType>(_ type: DependencyType.Type) {
    precondition(
        MemoryLayout<DependencyType>.size <= 3 * MemoryLayout<Int>.stride,
        "DIRuntime: \(type) cannot be a component's dependency type: use a protocol that refines `Dependency` "
            + "(class-bound), composed of at most two protocols.")
}
