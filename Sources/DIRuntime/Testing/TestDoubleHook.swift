#if canImport(Synchronization)
import Synchronization
#endif

// The only test code in DIRuntime: where `DIRuntimeTesting` gives a component a test double as its dependency
// instead of what its generated provider would make. Apps never register doubles, so all they pay is
// `Component.init(parent:)` reading one word (`TestDoubleHook.isInEffect`). Everything else (mock paths, scopes,
// test parents) lives in `Sources/DIRuntimeTesting/`, which reaches this file through `@_spi(DIRuntimeTesting)`.

/// Where test doubles come from: `DIRuntimeTesting` installs one (`TestDoubleHook.install`).
@_spi(DIRuntimeTesting)
public protocol TestDoubleSource: AnyObject, Sendable {
    /// The object a component of `componentType`, being created under `parent`, takes as its dependency, or
    /// `nil` for its generated provider. Called only while `TestDoubleHook.isInEffect`, from any thread.
    func testDouble(for componentType: Scope.Type, under parent: Scope) -> AnyObject?
}

/// The switch between DIRuntime and `DIRuntimeTesting`: a count of test doubles in effect (0 in apps) and the
/// source that finds them.
@_spi(DIRuntimeTesting)
public enum TestDoubleHook {
    /// Guards `installedSource`; only the slow path (some double in effect) takes it.
    private static let sourceMutex = Mutex()
    nonisolated(unsafe) private static var installedSource: (any TestDoubleSource)?

    /// Makes `source` the one components consult while doubles are in effect.
    public static func install(_ source: any TestDoubleSource) {
        sourceMutex.withLock { installedSource = source }
    }

    /// Counts one more double (or scope of doubles) in effect: until the matching `endUse()`, components ask the
    /// installed source for a double when they are created.
    public static func beginUse() {
        sourceMutex.withLock { TestDoubleCount.add(1) }
    }

    /// Counts one double (or scope) fewer.
    public static func endUse() {
        sourceMutex.withLock { TestDoubleCount.add(-1) }
    }

    /// Whether any double is in effect: one relaxed load, the whole cost of this hook for apps. A test registers
    /// its doubles before it creates the components meant to take them (on its own thread, or before starting
    /// the tasks that do), so no ordering is needed; the source's own lock orders the rest.
    @inline(__always)
    public static var isInEffect: Bool {
        TestDoubleCount.load() != 0
    }

    /// The double for a component of `componentType` being created under `parent`, if the source has one.
    @inline(never)
    static func testDouble(for componentType: Scope.Type, under parent: Scope) -> AnyObject? {
        sourceMutex.withLock { installedSource }?.testDouble(for: componentType, under: parent)
    }
}

/// The word behind `TestDoubleCount`: a global with a constant initial value, so the compiler allocates it
/// statically and reading it needs no lazy-initialisation check (a `swift_once` call per component otherwise).
@exclusivity(unchecked)
nonisolated(unsafe) private var testDoublesInEffectWord = 0

/// The count behind `TestDoubleHook.isInEffect`: loaded with relaxed ordering, written only under
/// `TestDoubleHook`'s mutex. Where atomics are unavailable (Apple systems before macOS 15 / iOS 18) it is read as a
/// plain word, which only test processes ever change.
enum TestDoubleCount {
    @inline(__always)
    static func load() -> Int {
        withUnsafeMutablePointer(to: &testDoublesInEffectWord) { word in
            #if canImport(Synchronization)
            if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
                return UnsafeMutableRawPointer(word).assumingMemoryBound(to: Atomic<Int>.self).pointee
                    .load(ordering: .relaxed)
            }
            #endif
            return word.pointee
        }
    }

    /// Called with `TestDoubleHook`'s mutex held, so additions never race each other.
    static func add(_ amount: Int) {
        withUnsafeMutablePointer(to: &testDoublesInEffectWord) { word in
            #if canImport(Synchronization)
            if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
                UnsafeMutableRawPointer(word).assumingMemoryBound(to: Atomic<Int>.self).pointee
                    .wrappingAdd(amount, ordering: .relaxed)
                return
            }
            #endif
            word.pointee += amount
        }
    }
}

extension Scope {
    /// The parent, or `nil` for a root: how `DIRuntimeTesting` reads the types along a component's path.
    @_spi(DIRuntimeTesting)
    public var parentIfAny: Scope? {
        parentOrNil
    }
}

/// The placement of a component that `DependencyProviderRegistry.placement(of:under:)` gave no factory: its
/// double when test doubles are in effect and the source has one (with the empty factory, which makes `init`
/// write nothing before the double is adopted), else its registered factory, else `unregisteredPlacement`.
@inline(never)
@usableFromInline
func slowPlacement<DependencyType>(
    of componentType: Scope.Type,
    dependencyType: DependencyType.Type,
    under parent: Scope
) -> (placement: ComponentPlacement, testDouble: AnyObject?) {
    let placement = DependencyProviderRegistry.shared.placement(of: componentType, under: parent.stateID)
    let testDouble = TestDoubleHook.isInEffect ? TestDoubleHook.testDouble(for: componentType, under: parent) : nil
    if testDouble != nil {
        return (ComponentPlacement(stateID: placement.stateID, factory: Unmanaged.passUnretained(emptyDependencyFactory)), testDouble)
    }
    if placement.factory != nil { return (placement, nil) }
    return (unregisteredPlacement(of: componentType, dependencyType: DependencyType.self, placement: placement, parent: parent), nil)
}

extension Component {
    /// Makes `double` this component's dependency, from `init`, retained by the component as a made provider
    /// would be. Stops with a message naming the component, its path and its dependency protocol
    /// when `double` does not conform to it (possible only with `register(dependencyProvider:)`, which takes
    /// any object, as Needle's does).
    @inline(never)
    @usableFromInline
    final func adoptTestDouble(_ double: AnyObject) {
        guard let typed = double as? DependencyType else {
            fatalError(wrongTestDoubleMessage(
                componentName: String(describing: type(of: self)), pathTypeNames: pathTypeNames,
                doubleTypeName: String(describing: type(of: double)),
                dependencyTypeName: String(describing: DependencyType.self)))
        }
        checkStorableDependency(DependencyType.self)
        storedDependencyAddress.assumingMemoryBound(to: DependencyType.self).initialize(to: typed)
        checkStoredDependency()
    }
}

/// What DIRuntime's "expected ancestor" messages add while test doubles are in effect: the likely cause then is a
/// component under test reading a requirement through the getter di-gen generated on the component itself, which
/// reaches the (absent) ancestor directly instead of going through `dependency`.
func testDoubleNote() -> String {
    guard TestDoubleHook.isInEffect else { return "" }
    return " Or, in a test: a component created with test doubles read a requirement through the getter di-gen "
        + "generates on the component itself (`self.session`), which reaches its ancestors directly and never sees "
        + "the double; read it through `dependency` (`dependency.session`)."
}

/// The text of the fatal error raised when a component's test double does not conform to its dependency protocol.
@_spi(DIRuntimeTesting)
public func wrongTestDoubleMessage(
    componentName: String,
    pathTypeNames: [String],
    doubleTypeName: String,
    dependencyTypeName: String
) -> String {
    """
    DIRuntimeTesting: the test double registered for \(componentName) at path \
    \(pathTypeNames.joined(separator: " -> ")) is a \(doubleTypeName), which does not conform to \
    \(dependencyTypeName), the dependency protocol of \(componentName). Register an object that conforms to \
    \(dependencyTypeName) (`di-gen mocks` writes one).
    """
}
