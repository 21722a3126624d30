import DIRuntime

// Registering a generated automaton the way `registerProviderFactories()` does (`GeneratedStates`), and then
// reading every state's entries, as creating one component in each state would. Swift cannot create 10,000
// distinct types at run time, so states are made of 10 component types: a tree of step states ten wide and
// four deep under a root (11,111 states), and a leaf with a provider under each of the 10,000 deepest
// (21,111 states in all). Each run registers a table under a different root type, so every run is cold.

final class PathStep0: Component<EmptyDependency> {}
final class PathStep1: Component<EmptyDependency> {}
final class PathStep2: Component<EmptyDependency> {}
final class PathStep3: Component<EmptyDependency> {}
final class PathStep4: Component<EmptyDependency> {}
final class PathStep5: Component<EmptyDependency> {}
final class PathStep6: Component<EmptyDependency> {}
final class PathStep7: Component<EmptyDependency> {}
final class PathStep8: Component<EmptyDependency> {}
final class PathStep9: Component<EmptyDependency> {}

final class RegistrationLeaf: Component<LeafDependency> {}

/// A provider that is registered but never built: only registration is measured here.
private final class RegistrationLeafProvider: DependencyProvider, LeafDependency {
    var session: Session { Session() }
    var network: Network { Network() }
}

let pathStepTypes: [Scope.Type] = [
    PathStep0.self, PathStep1.self, PathStep2.self, PathStep3.self, PathStep4.self,
    PathStep5.self, PathStep6.self, PathStep7.self, PathStep8.self, PathStep9.self,
]

/// The generated-style table under `rootType`: state 1 is the root, state s (1...1,111) creates the ten step
/// types in states 10(s-1)+2 ... 10(s-1)+11, and each of the 10,000 deepest step states creates the leaf.
func registrationTable(under rootType: Scope.Type) -> GeneratedStates {
    let leafStepStates = 1_112...11_111
    return GeneratedStates(
        count: 21_112,
        transitions: { state, to in
            if state == 0 { to.child(rootType, 1) }
            else if state <= 1_111 { for (offset, type) in pathStepTypes.enumerated() { to.child(type, 10 * (state - 1) + 2 + offset) } }
            else if leafStepStates.contains(state) { to.child(RegistrationLeaf.self, state + 10_000) }
        },
        providers: { state, provide in
            if state > 11_111 { provide.provide(RegistrationLeaf.self) { RegistrationLeafProvider(parent: $0) } }
        })
}

/// Finds every state of the table under `rootType` from its parent's state and its type, and its factory, as
/// creating one component in each state would; returns how many leaf states have a provider.
@inline(never)
func readEveryState(under rootType: Scope.Type) -> Int {
    let registry = DependencyProviderRegistry.shared
    var provided = 0
    let root = registry.stateID(of: rootType, under: .origin)
    for a in pathStepTypes {
        let stateA = registry.stateID(of: a, under: root)
        for b in pathStepTypes {
            let stateB = registry.stateID(of: b, under: stateA)
            for c in pathStepTypes {
                let stateC = registry.stateID(of: c, under: stateB)
                for d in pathStepTypes {
                    let stateD = registry.stateID(of: d, under: stateC)
                    if registry.hasProvider(for: registry.stateID(of: RegistrationLeaf.self, under: stateD)) { provided += 1 }
                }
            }
        }
    }
    return provided
}
