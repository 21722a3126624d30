import DIRuntime

// Three ways to key a component's shared instances, each holding eight values and read at the last one:
// DIRuntime's own `shared` (#function literal's address, linear scan; no lock on a repeated read where
// Synchronization's atomics exist, its recursive mutex elsewhere), and behind a recursive mutex Needle 0.x's
// (`[String: Any]` keyed by `#function` as a String, then `as? T`) and a dictionary keyed by the value's type.

final class Shared1 {}
final class Shared2 {}
final class Shared3 {}
final class Shared4 {}
final class Shared5 {}
final class Shared6 {}
final class Shared7 {}
final class Shared8 {}

/// DIRuntime's own `shared`.
final class AddressKeyedComponent: BootstrapComponent {
    var value1: Shared1 { shared { Shared1() } }
    var value2: Shared2 { shared { Shared2() } }
    var value3: Shared3 { shared { Shared3() } }
    var value4: Shared4 { shared { Shared4() } }
    var value5: Shared5 { shared { Shared5() } }
    var value6: Shared6 { shared { Shared6() } }
    var value7: Shared7 { shared { Shared7() } }
    var value8: Shared8 { shared { Shared8() } }
}

/// Needle 0.x's scheme: a String-keyed dictionary of `Any`.
final class StringKeyedComponent {
    private let lock = BenchmarkLock()
    private var instances: [String: Any] = [:]

    func shared<Value>(__function: String = #function, _ factory: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let instance = instances[__function] as? Value { return instance }
        let instance = factory()
        instances[__function] = instance
        return instance
    }

    var value1: Shared1 { shared { Shared1() } }
    var value2: Shared2 { shared { Shared2() } }
    var value3: Shared3 { shared { Shared3() } }
    var value4: Shared4 { shared { Shared4() } }
    var value5: Shared5 { shared { Shared5() } }
    var value6: Shared6 { shared { Shared6() } }
    var value7: Shared7 { shared { Shared7() } }
    var value8: Shared8 { shared { Shared8() } }
}

/// A dictionary keyed by the value's type (one value per type, as containers do).
final class TypeKeyedComponent {
    private let lock = BenchmarkLock()
    private var instances: [ObjectIdentifier: AnyObject] = [:]

    func shared<Value: AnyObject>(_ factory: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let instance = instances[ObjectIdentifier(Value.self)] { return unsafeDowncast(instance, to: Value.self) }
        let instance = factory()
        instances[ObjectIdentifier(Value.self)] = instance
        return instance
    }

    var value1: Shared1 { shared { Shared1() } }
    var value2: Shared2 { shared { Shared2() } }
    var value3: Shared3 { shared { Shared3() } }
    var value4: Shared4 { shared { Shared4() } }
    var value5: Shared5 { shared { Shared5() } }
    var value6: Shared6 { shared { Shared6() } }
    var value7: Shared7 { shared { Shared7() } }
    var value8: Shared8 { shared { Shared8() } }
}

/// The lock alone around a stored value: the floor for any thread-safe lazy scheme.
final class LockOnlyComponent {
    private let lock = BenchmarkLock()
    private let stored = Shared8()

    var value8: Shared8 {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// Touches every value once, so the read measured afterwards is a repeated one.
func fillAll(_ address: AddressKeyedComponent, _ string: StringKeyedComponent, _ type: TypeKeyedComponent) {
    blackHole(address.value1); blackHole(address.value2); blackHole(address.value3); blackHole(address.value4)
    blackHole(address.value5); blackHole(address.value6); blackHole(address.value7); blackHole(address.value8)
    blackHole(string.value1); blackHole(string.value2); blackHole(string.value3); blackHole(string.value4)
    blackHole(string.value5); blackHole(string.value6); blackHole(string.value7); blackHole(string.value8)
    blackHole(type.value1); blackHole(type.value2); blackHole(type.value3); blackHole(type.value4)
    blackHole(type.value5); blackHole(type.value6); blackHole(type.value7); blackHole(type.value8)
}

@inline(never)
func readLast(_ component: AddressKeyedComponent) -> Shared8 { component.value8 }

@inline(never)
func readLast(_ component: StringKeyedComponent) -> Shared8 { component.value8 }

@inline(never)
func readLast(_ component: TypeKeyedComponent) -> Shared8 { component.value8 }

@inline(never)
func readLast(_ component: LockOnlyComponent) -> Shared8 { component.value8 }
