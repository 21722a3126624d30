/// Everything the DI analysis needs from one Swift file, and nothing else.
///
/// A summary is a plain value computed from the file's bytes alone, so files scan in parallel and an
/// edit that leaves the summary unchanged (typing inside a function body that creates no component)
/// invalidates nothing above it. Scanning never fails: damage is described in `notes`.
public struct FileSummary: Hashable, Sendable {
    /// Modules named by `import` declarations, in source order, without duplicates.
    public var imports: [String]
    /// Every type declaration and extension at file scope or nested in another type, in source order.
    /// Types declared inside function bodies are not included. `TypeDeclaration.parent` links nesting.
    public var declarations: [TypeDeclaration]
    /// Why parts of the file may have been read imperfectly (unbalanced braces, unterminated literals).
    public var notes: [ScanNote]
    /// Component creations (`X(parent: ...)`) outside every type: in top-level code and global functions.
    public var topLevelChildCreations: [ChildCreation] = []
    /// `typealias Name = Target` declarations, at file scope or in a type body, in source order.
    public var typeAliases: [TypeAliasDeclaration] = []
    /// `NameHash`es of the names read as members (`x.name`) in code outside every type (top-level code, global
    /// functions), in the order first met, nearly each once.
    public var topLevelMemberNames: [UInt32] = []
    /// Names read through another value's `dependency` (`detail.dependency.session`, in code or an interpolation,
    /// anywhere in the file), each once: a read of that name's requirement by code outside the component.
    public var foreignDependencyReads: [String] = []
    /// `NameHash`es of the capitalised names in functions' parameter lists (`init(component: FeedComponent)`),
    /// sorted, each once: with the types the file declares, extends, stores and creates, what tells that a
    /// member read in the file may be a read of a component's dependency.
    public var signatureTypeNames: [UInt32] = []
    /// What the file registers and resolves with Swinject; nil when it does neither (most files).
    public var swinject: SwinjectFacts?
    /// The file may use Swinject, but was scanned while its workspace imported no Swinject module, so its facts are
    /// not read yet (`SwinjectReading.ifImported`, `readSwinject(_:into:)`).
    public var swinjectUnread = false
    /// True when the file starts with the header `di-gen` writes; such files are skipped by the analysis.
    public var isGenerated: Bool
    /// True for Needle's generated file (`NeedleGenerated.swift`), recognised by its content, the one test of the
    /// code base (`di-gen` replaces such a file, `migrate` finds it): it imports NeedleFoundation and declares what
    /// only Needle's output declares: `needleDependenciesHash` (from Needle 0.15), a file-scope
    /// `registerProviderFactories()` or `registerProviderFactory`, or uses `__DependencyProviderRegistry` (every
    /// version since 0.7.2). An app's file that calls `registerProviderFactories()` declares none of them. The
    /// analysis skips it; tools may still read it.
    public var isNeedleGenerated: Bool

    public init(
        imports: [String] = [], declarations: [TypeDeclaration] = [], notes: [ScanNote] = [], isGenerated: Bool = false,
        isNeedleGenerated: Bool = false
    ) {
        self.imports = imports
        self.declarations = declarations
        self.notes = notes
        self.isGenerated = isGenerated
        self.isNeedleGenerated = isNeedleGenerated
    }
}

/// The kind of a type declaration, named by its keyword.
public enum DeclarationKind: String, Hashable, Sendable {
    case `class`, `struct`, `enum`, `protocol`, `actor`, `extension`
}

/// A class, struct, enum, protocol, actor or extension declaration.
public struct TypeDeclaration: Hashable, Sendable {
    public var kind: DeclarationKind
    /// The declared name (`FeedComponent`); for an extension, the extended type as written with
    /// whitespace removed (`Feed.Detail`, `Module.FeedComponent`).
    public var name: String
    public var nameRange: ByteRange
    /// From the first attribute or modifier to the closing brace (or to where scanning gave up).
    public var range: ByteRange
    /// The range between the braces, exclusive of both; empty when the body is missing.
    public var bodyRange: ByteRange
    /// Declaration modifiers as written, in order, attributes excluded: `public`, `final`, `private(set)`.
    public var modifiers: [String]
    /// Inherited types and protocol conformances, in order (`Component<FeedDependency>`, `Dependency`).
    public var inheritedTypes: [TypeText]
    /// Names of the declaration's generic parameters (`ScreenComponent<D, VM: P>` gives `D`, `VM`).
    public var genericParameters: [String] = []
    /// The top-level generic arguments of the first inherited type, each with its exact range
    /// (`ScreenComponent<FeedDependency, FeedViewModel>` gives both); empty when it has none.
    public var baseGenericArguments: [TypeText] = []
    /// Index in `FileSummary.declarations` of the enclosing type declaration, if nested.
    public var parent: Int?
    /// The `#if` branches this declaration sits in, outermost first; empty when unconditional.
    public var conditions: [Condition]
    /// Stored and computed `var`/`let` members declared directly in the body (not locals in functions).
    public var properties: [PropertyDeclaration]
    /// Calls in the body that pass `parent: self`: the parent -> child edges of the component tree.
    public var childCreations: [ChildCreation]
    /// Occurrences of `dependency.name` in the body, for navigation from use to provider.
    public var dependencyReferences: [DependencyReference]
    /// Names of the `func` members declared directly in the body, so generated code can avoid them.
    public var functionNames: [String] = []
    /// `NameHash`es of the lower-case names its code reads as members (`x.clock`, `self.clock`), in the order first
    /// met, nearly each once: where Needle's dynamic member lookup reads a dependency without writing `dependency.`
    /// (Swift applies dynamic member lookup to member syntax only, never to a bare `clock`).
    public var memberNames: [UInt32] = []
    /// In a protocol, the requirements that are neither properties nor named functions, as written in short
    /// (`associatedtype Item`, `subscript`, `init`, `operator +`): what a mock of properties cannot implement.
    public var otherRequirements: [String] = []
    /// The `init`s declared directly in the body: what `autoregister(T.self, initializer: X.init)` resolves.
    public var initializers: [InitializerSignature] = []

    public init(
        kind: DeclarationKind, name: String, nameRange: ByteRange, range: ByteRange, bodyRange: ByteRange,
        modifiers: [String] = [], inheritedTypes: [TypeText] = [], parent: Int? = nil, conditions: [Condition] = [],
        properties: [PropertyDeclaration] = [], childCreations: [ChildCreation] = [],
        dependencyReferences: [DependencyReference] = []
    ) {
        self.kind = kind
        self.name = name
        self.nameRange = nameRange
        self.range = range
        self.bodyRange = bodyRange
        self.modifiers = modifiers
        self.inheritedTypes = inheritedTypes
        self.parent = parent
        self.conditions = conditions
        self.properties = properties
        self.childCreations = childCreations
        self.dependencyReferences = dependencyReferences
    }

    /// The access level its modifiers give it (`internal` when none is written).
    public var accessLevel: AccessLevel { AccessLevel(modifiers: modifiers) }
}

/// A type as written in the source, with its range. `text` has comments removed and whitespace removed
/// except one space between two adjacent word-like tokens, so `Component< Foo >` reads `Component<Foo>`,
/// `some  View` reads `some View`, `(Int)  async throws -> Void` reads `(Int)async throws->Void`.
/// Structural comparison lives in `DIResolver`.
public struct TypeText: Hashable, Sendable {
    public var text: String
    public var range: ByteRange

    public init(text: String, range: ByteRange) {
        self.text = text
        self.range = range
    }
}

/// An `init`'s parameters: external labels (`_` when none) and types as written.
public struct InitializerSignature: Hashable, Sendable {
    public var labels: [String]
    public var types: [TypeText]
    /// `init?` or `init!`: it makes an optional, so it is never the one an `X.init` of type `(A) -> X` names.
    public var isFailable = false

    public init(labels: [String], types: [TypeText]) {
        self.labels = labels
        self.types = types
    }
}

/// `typealias Name = Target`, with its target as written.
public struct TypeAliasDeclaration: Hashable, Sendable {
    public var name: String
    public var nameRange: ByteRange
    public var target: TypeText
    /// `typealias Box<T> = [T]`: the target depends on its arguments.
    public var isGeneric: Bool
    /// Index in `FileSummary.declarations` of the enclosing type; nil at file scope.
    public var parent: Int?
    public var conditions: [Condition]

    public init(name: String, nameRange: ByteRange, target: TypeText, isGeneric: Bool, parent: Int?, conditions: [Condition]) {
        self.name = name
        self.nameRange = nameRange
        self.target = target
        self.isGeneric = isGeneric
        self.parent = parent
        self.conditions = conditions
    }
}

/// A `var` or `let` member. `var a: Int, b: String` gives two.
public struct PropertyDeclaration: Hashable, Sendable {
    public var name: String
    public var nameRange: ByteRange
    public var isLet: Bool
    public var isStatic: Bool
    /// The explicit type annotation; nil for `var x = 1` (no explicit type: never a provider).
    public var type: TypeText?
    /// Declaration modifiers as written, in order, attributes excluded: `weak`, `public`, `private(set)`.
    public var modifiers: [String]
    /// The `#if` branches this member sits in, outermost first, including those of its type.
    public var conditions: [Condition]
    /// From the first modifier (or `var`/`let`) to the end of its accessor block or initializer.
    public var range: ByteRange

    public init(
        name: String, nameRange: ByteRange, isLet: Bool, isStatic: Bool = false, type: TypeText?,
        modifiers: [String] = [], conditions: [Condition] = [], range: ByteRange
    ) {
        self.name = name
        self.nameRange = nameRange
        self.isLet = isLet
        self.isStatic = isStatic
        self.type = type
        self.modifiers = modifiers
        self.conditions = conditions
        self.range = range
    }

    /// The access level of the getter (`private(set) public var` is public to readers).
    public var accessLevel: AccessLevel { AccessLevel(modifiers: modifiers) }
}

/// A call that creates a component with `parent: self`: `Feed(parent: self)`,
/// `Module.Feed(parent: self, user: u)`, `.init(parent: self)`, `Feed.init(parent: self)`; also, with
/// `parentIsSelf` false, a call to a capitalised type with another parent (`Feed(parent: other)`).
public struct ChildCreation: Hashable, Sendable {
    /// The type created, as written with whitespace removed, `.init` stripped (`Feed`, `Module.Feed`).
    /// For a bare `.init(parent: self)` this is the declared type of the enclosing property or the
    /// return type of the enclosing function, with optionality removed; nil when neither is written.
    public var typeName: String?
    /// The callee as written (`Feed`, `Module.Feed`, `.init`), for messages and navigation.
    public var calleeRange: ByteRange
    /// The `#if` branches the call sits in, outermost first, including those of its type.
    public var conditions: [Condition]
    /// False when the argument is anything but `self` alone (`other`, `self.parent`).
    public var parentIsSelf: Bool

    public init(typeName: String?, calleeRange: ByteRange, conditions: [Condition] = [], parentIsSelf: Bool = true) {
        self.typeName = typeName
        self.calleeRange = calleeRange
        self.conditions = conditions
        self.parentIsSelf = parentIsSelf
    }
}

/// `dependency.name` inside a type body: `name` and the range of `name`.
public struct DependencyReference: Hashable, Sendable {
    public var name: String
    public var nameRange: ByteRange

    public init(name: String, nameRange: ByteRange) {
        self.name = name
        self.nameRange = nameRange
    }
}

/// One branch of an `#if` / `#elseif` / `#else` block.
public struct Condition: Hashable, Sendable {
    /// The branch's own condition as written (`DEBUG`, `os(iOS) && !targetEnvironment(simulator)`);
    /// empty for `#else`.
    public var expression: String
    /// The conditions of the earlier branches of the same block, which must all be false here.
    public var excluded: [String]

    public init(expression: String, excluded: [String] = []) {
        self.expression = expression
        self.excluded = excluded
    }

    /// A readable form: `DEBUG`, `!(DEBUG)`, `!(A) && B`.
    public var description: String {
        let negated = excluded.map { "!(\($0))" }
        return (negated + (expression.isEmpty ? [] : [expression])).joined(separator: " && ")
    }
}

/// A note about a part of the file the scanner could not read cleanly.
public struct ScanNote: Hashable, Sendable {
    public var message: String
    public var range: ByteRange

    public init(message: String, range: ByteRange) {
        self.message = message
        self.range = range
    }
}
