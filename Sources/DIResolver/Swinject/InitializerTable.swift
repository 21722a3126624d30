import DIIndex
import DIScanner

/// The `init`s of the workspace's types, for `autoregister(T.self, initializer: X.init)`: those a type declares (in
/// its declarations and extensions of the same name), else those Swift gives a class that declares none: `init()`,
/// or its superclass's when it has one (a subclass without designated `init`s inherits them all).
struct InitializerTable {
    struct TypeFacts {
        var initializers: [InitializerSignature] = []
        var generics: [String] = []
        /// The kinds of its declarations other than extensions (one, for a type declared once).
        var kinds: [DeclarationKind] = []
        /// The types it inherits from in its own declaration, by their last name without generic arguments.
        var inherited: [String] = []
    }

    private(set) var types: [String: TypeFacts] = [:]

    init(_ snapshot: Snapshot) {
        snapshot.forEachFile { file in
            for declaration in file.summary.declarations {
                var facts = types[declaration.name] ?? TypeFacts()
                facts.initializers += declaration.initializers
                facts.generics += declaration.genericParameters
                if declaration.kind != .extension {
                    facts.kinds.append(declaration.kind)
                    facts.inherited += declaration.inheritedTypes.map { baseName($0.text) }
                }
                types[declaration.name] = facts
            }
        }
    }

    /// The `init`s of `typeName`, and the generic parameters their types may name (the type's and, for inherited
    /// `init`s, its superclasses'); nil when they cannot be told (a struct's memberwise one, a superclass from outside
    /// the workspace such as `NSObject`, a name declared twice).
    func initializers(of typeName: String, depth: Int = 0) -> (initializers: [InitializerSignature], generics: [String])? {
        guard let facts = types[typeName], depth < 8 else { return nil }
        if !facts.initializers.isEmpty { return (facts.initializers, facts.generics) }
        guard facts.kinds == [.class] else { return nil }
        var superclass: String?
        for name in facts.inherited {
            switch types[name]?.kinds {
            case [.protocol]?: continue
            case [.class]? where superclass == nil: superclass = name
            default: return nil
            }
        }
        guard let superclass else { return ([InitializerSignature(labels: [], types: [])], facts.generics) }
        return initializers(of: superclass, depth: depth + 1).map { ($0.initializers, $0.generics + facts.generics) }
    }

    /// `Base` of `Module.Base<T>`.
    private func baseName(_ text: String) -> String {
        let withoutArguments = text.prefix { $0 != "<" }
        return String(withoutArguments.split(separator: ".").last ?? withoutArguments)
    }
}
