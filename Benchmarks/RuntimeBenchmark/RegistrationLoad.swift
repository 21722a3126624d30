import DIRuntime

// Registering 10,000 paths the way generated code does (`ProviderRegistration` calls `register` with the
// parent's path id; the prefixes are interned once per parent, as a generated file numbers them once). Swift cannot create
// 10,000 distinct types at run time, so the paths are made of 10 component types: every sequence of four of
// them under a root type, then a leaf: 10 x 10 x 10 x 10 = 10,000 distinct 6-component paths per root type,
// interned the same way as any app's paths. Each of ten runs uses a different root type, so every run adds
// 10,000 new paths (cold); a run repeated on the same root replaces 10,000 factories (warm).

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

/// Registers the 10,000 paths under `rootType`; returns how many registrations added a new path.
@inline(never)
func registerTenThousandPaths(under rootType: Scope.Type) -> Int {
    let registry = DependencyProviderRegistry.shared
    var added = 0
    let root = registry.pathID(of: rootType, under: .origin)
    for a in pathStepTypes {
        let pathA = registry.pathID(of: a, under: root)
        for b in pathStepTypes {
            let pathB = registry.pathID(of: b, under: pathA)
            for c in pathStepTypes {
                let pathC = registry.pathID(of: c, under: pathB)
                for d in pathStepTypes {
                    let pathD = registry.pathID(of: d, under: pathC)
                    let outcome = registry.register(RegistrationLeaf.self, under: pathD) {
                        RegistrationLeafProvider(parent: $0)
                    }
                    if outcome.outcome == .added { added += 1 }
                }
            }
        }
    }
    return added
}
