import DIIndex
import DIScanner

/// The workspace's types by their last name, read once per analysis when something asks: how many declare each name
/// (a name declared twice is two types: never compared as one), and the `init`s `autoregister(T.self, initializer:
/// X.init)` can name: those a type declares in its body and extensions, and those Swift adds: a class (or actor)
/// whose body declares none has `init()`, or its superclass's when it has one (a subclass without designated `init`s
/// inherits them). A struct whose body declares none has a memberwise `init`, which is not read.
struct SwinjectTypeTable {
    struct TypeFacts {
        /// The `init`s declared in the type's body, and in its extensions.
        var bodyInitializers: [InitializerSignature] = []
        var extensionInitializers: [InitializerSignature] = []
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
                let name = declaration.name.split(separator: ".").last.map(String.init) ?? declaration.name
                var facts = types[name] ?? TypeFacts()
                facts.generics += declaration.genericParameters
                if declaration.kind == .extension {
                    facts.extensionInitializers += declaration.initializers
                } else {
                    facts.bodyInitializers += declaration.initializers
                    facts.kinds.append(declaration.kind)
                    facts.inherited += declaration.inheritedTypes.map { baseName($0.text) }
                }
                types[name] = facts
            }
        }
    }

    /// How many declarations other than extensions have this last name.
    func declarationCount(of name: Substring) -> Int { types[String(name)]?.kinds.count ?? 0 }

    /// The `init`s of `typeName` an `X.init` may name (failable ones left out), and the generic parameters their
    /// types may name (the type's and, for inherited `init`s, its superclasses'); nil when they cannot be told.
    func initializers(of typeName: String, depth: Int = 0) -> (initializers: [InitializerSignature], generics: [String])? {
        guard let facts = types[typeName], facts.kinds.count == 1, depth < 8 else { return nil }
        let declared: [InitializerSignature]
        if !facts.bodyInitializers.isEmpty {
            declared = facts.bodyInitializers
        } else {
            switch facts.kinds[0] {
            case .class:
                guard let inherited = inheritedInitializers(facts, depth: depth) else { return nil }
                return ((inherited.initializers + facts.extensionInitializers).filter { !$0.isFailable }, inherited.generics + facts.generics)
            case .actor:
                declared = [InitializerSignature(labels: [], types: [])]
            case .enum:
                declared = []
            default:
                return nil  // a struct's memberwise `init`
            }
        }
        return ((declared + facts.extensionInitializers).filter { !$0.isFailable }, facts.generics)
    }

    /// The type Swift gives a resolve passed as argument `site.position` of a call of `site.typeName`'s initializer:
    /// the parameter's type in every `init` written with the call's labels; nil when no `init` is, when they differ,
    /// or when it is optional, opaque or generic (what the resolve asks for is then not what is written).
    func parameterType(_ site: SwinjectParameterSite) -> TypeText? {
        guard let (initializers, generics) = initializers(of: site.typeName) else { return nil }
        var found: TypeText?
        for initializer in initializers where initializer.labels == site.labels {
            let type = initializer.types[site.position]
            guard found == nil || found!.text == type.text else { return nil }
            found = type
        }
        guard let found else { return nil }
        let text = withoutParameterAttributes(found.text)
        let isOpaque = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains("some")
        guard Self.isResolvedAsWritten(text, generics: generics), !isOpaque else { return nil }
        return TypeText(text: text, range: found.range)
    }

    /// A class without `init`s of its own: its superclass's (a workspace class), or `init()` when it inherits only
    /// protocols of the workspace; nil for a superclass from outside (`NSObject`, `UIViewController`).
    private func inheritedInitializers(_ facts: TypeFacts, depth: Int) -> (initializers: [InitializerSignature], generics: [String])? {
        var superclass: String?
        for name in facts.inherited {
            switch types[name]?.kinds {
            case [.protocol]?: continue
            case [.class]? where superclass == nil: superclass = name
            default: return nil
            }
        }
        guard let superclass else { return ([InitializerSignature(labels: [], types: [])], []) }
        return initializers(of: superclass, depth: depth + 1)
    }

    /// Whether a parameter of this type asks the container for the type as written: not an optional (which resolves
    /// to nil quietly) and naming none of `generics` (known only where the code runs).
    static func isResolvedAsWritten(_ text: String, generics: [String]) -> Bool {
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        return !text.hasSuffix("?") && !text.hasSuffix("!") && !words.contains(where: { generics.contains(String($0)) })
    }

    /// `Base` of `Module.Base<T>`.
    private func baseName(_ text: String) -> String {
        let withoutArguments = text.prefix { $0 != "<" }
        return String(withoutArguments.split(separator: ".").last ?? withoutArguments)
    }
}
