/// What one file does with Swinject: the services it registers, the ones it resolves, the containers it makes.
///
/// Read by a second, token-level pass (`scanSwinject`) that runs only on files mentioning Swinject's calls.
/// A type computed at run time is kept as unknown (`service == nil`), a name as its expression: the checks never
/// turn an unknown into an error, and the summary counts it as unchecked.
public struct SwinjectFacts: Hashable, Sendable {
    public var registrations: [SwinjectRegistration] = []
    public var resolutions: [SwinjectResolution] = []
    public var containers: [SwinjectContainer] = []
    /// Functions of this file that pass a metatype parameter on to `register` (`func single<T>(_ type: T.Type, ...)`):
    /// a call to one with `X.self` elsewhere registers `X`.
    public var registrationWrappers: [String] = []
    /// Calls with `X.self` as first argument to a function whose name contains `register` (other than Swinject's
    /// own): registrations when the function turns out to be a wrapper.
    public var wrapperCalls: [SwinjectRegistration] = []
    /// Calls of this file's `private`/`fileprivate` functions that take a container (every call of one is in this
    /// file): the container each argument names, by position.
    public var helperCalls: [SwinjectHelperCall] = []
    /// Calls of a type's initializer (`Flow(container: c)`) with the container each argument names: what an `init`
    /// that makes a child of its parameter (`Container(parent: container)`) is given.
    public var initializerCalls: [SwinjectInitializerCall] = []
    /// The types whose initializer is called with no argument that names anything (`Feed(store: r.resolve()!)`):
    /// such a call passes what the file cannot tell, so kept by type alone, as `NameHash.type` of its name, sorted
    /// (most calls are these; a collision only makes a parent unknown).
    public var opaqueInitializerCalls: [UInt32] = []

    public init() {}

    public var isEmpty: Bool {
        registrations.isEmpty && resolutions.isEmpty && containers.isEmpty && registrationWrappers.isEmpty && wrapperCalls.isEmpty
            && initializerCalls.isEmpty && opaqueInitializerCalls.isEmpty
    }
}

/// Whether `module` is one of Swinject's (`Swinject`, `SwinjectAutoregistration`, `SwinjectStoryboard`): importing
/// one turns the front end on, and makes a file's `resolve` Swinject's.
public func isSwinjectModule(_ module: String) -> Bool {
    // Every import of every file passes here: most fail on the first test, without comparing strings.
    module.utf8.first == UInt8(ascii: "S")
        && (module == "Swinject" || module == "SwinjectAutoregistration" || module == "SwinjectStoryboard")
}

/// A `name:` argument.
public enum SwinjectName: Hashable, Sendable {
    case none
    case literal(String)
    /// Anything but a plain string literal (`RouterName.root`, `flag ? "a" : "b"`), as written: equal to another
    /// name written alike, and possibly to any other name.
    case expression(String)

    public var literal: String? {
        if case .literal(let text) = self { return text }
        return nil
    }
}

/// Which container a receiver names, as far as its own file can tell. Only `let` bindings and a `Container { c in }`
/// closure's parameter name one container for good; anything else (a `var`, a parameter, an expression) has none.
public enum SwinjectHandle: Hashable, Sendable {
    /// A container this file makes and keeps in a local `let`: its index in `SwinjectFacts.containers`.
    case local(Int)
    /// A property `name` of type `owner` ("" for a global): `self.container`, `AppDelegate.container`.
    case member(owner: String, name: String)
    /// The container an assembly's `assemble(container:)` is given: every container the assembly is applied to.
    case assembly(owner: String)
    /// The resolver a factory closure is given: the container a resolution started from.
    case factoryResolver
    /// Parameter `position` of this file's `private`/`fileprivate` function `function`, which takes `count`: the
    /// containers its calls in this file pass there (`SwinjectHelperCall`).
    case parameter(function: String, position: Int, count: Int)
    /// Parameter `position` of an `init` of `owner` written with `labels`: the containers the calls of that `init`
    /// pass there (`SwinjectInitializerCall`), across the workspace.
    case initializerParameter(owner: String, labels: [String], position: Int)
}

/// `Flow(container: c, title: "a")`: a call of `typeName`'s initializer, the label of each argument (`_` for none),
/// and the container each names (nil: none the file can tell, or no container at all).
public struct SwinjectInitializerCall: Hashable, Sendable {
    public var typeName: String
    public var labels: [String]
    public var arguments: [SwinjectHandle?]

    public init(typeName: String, labels: [String], arguments: [SwinjectHandle?]) {
        self.typeName = typeName
        self.labels = labels
        self.arguments = arguments
    }
}

/// `registerServices(in: container)`: a call of a `private`/`fileprivate` function of the file that takes a container.
public struct SwinjectHelperCall: Hashable, Sendable {
    public var function: String
    /// The container each argument names (nil: none the file can tell), in order.
    public var arguments: [SwinjectHandle?]

    public init(function: String, arguments: [SwinjectHandle?]) {
        self.function = function
        self.arguments = arguments
    }
}

/// `container.register(T.self, name:) { r, a in ... }`, `autoregister(T.self, initializer: X.init)`,
/// `storyboardInitCompleted(VC.self) { r, vc in ... }`, or a call to a registration wrapper.
public struct SwinjectRegistration: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case register, autoregister, storyboard
        /// `.implements(P.self, name:)` (chained or on a stored entry) and `forward(P.self, name:, to:)`: another type
        /// (and name) for a registration's factory.
        case forward
        /// A call to a function whose name says `register`, with `X.self` first: a registration when the function
        /// is a wrapper of the workspace, or when it is given a factory (a wrapper declared elsewhere).
        case wrapper(String, hasFactory: Bool)
    }

    public var kind: Kind
    /// `T` of `T.self`; nil when the service type is computed at run time.
    public var service: TypeText?
    public var name: SwinjectName
    /// How many arguments the factory takes besides the resolver; nil when unknown (the factory is not a closure
    /// literal, a wrapper's call, a forward).
    public var argumentCount: Int?
    /// `.inObjectScope(.container)`: the scope as written (`.container`); nil for the default (`.graph`).
    public var objectScope: String?
    /// The callee's name (`register`), where diagnostics and navigation point.
    public var callee: ByteRange
    /// From the receiver to the end of the last chained modifier.
    public var range: ByteRange
    /// The receiver as written, whitespace removed (`container`, `self.container`); empty when there is none.
    public var receiver: String
    /// The enclosing type's name (`NetworkAssembly`) and function (`assemble`), when the call sits in one.
    public var owner: String?
    public var function: String?
    public var conditions: [Condition]
    /// Where the innermost `{ }` around the call opens (-1 at file scope): registrations in two branches of an `if`
    /// or in two closures do not replace each other.
    public var block = -1
    /// `autoregister`'s `initializer: Feed.init` or `Feed.init(store:clock:)`: the type, the labels when written, and
    /// the range of the argument; and the types of the factory's arguments: given as `argument:`/`arguments:` to
    /// `autoregister` (the initializer takes them from the caller rather than from the container), or written in a
    /// factory's head (`{ (r, id: String) in }`; empty unless every one is).
    public var initializer: SwinjectInitializerReference?
    public var argumentTypes: [TypeText] = []
    /// The container registered into, when the file can tell (see `SwinjectHandle`).
    public var target: SwinjectHandle?

    /// A call to a registration wrapper: where it registers, and what it gives the factory, are its own.
    public var isWrapper: Bool {
        if case .wrapper = kind { return true }
        return false
    }
}

/// `r.resolve(T.self, name:, argument(s):)` or `r ~> T.self`, `r ~> (T.self, name:, argument(s):)`.
public struct SwinjectResolution: Hashable, Sendable {
    /// `T` of `T.self`; nil when the type is computed at run time or inferred from context (`let x: T = r~>`).
    public var service: TypeText?
    public var name: SwinjectName
    /// Arguments passed to the factory: 0 without `argument(s):`; nil when they cannot be counted.
    public var argumentCount: Int?
    /// `resolve` or `~>`.
    public var callee: ByteRange
    public var range: ByteRange
    public var receiver: String
    /// Index in `SwinjectFacts.registrations` of the registration whose factory holds this resolution.
    public var registration: Int?
    /// Inside `.initCompleted { }` or `storyboardInitCompleted`: property injection, which runs after the
    /// instance exists, so it takes part in no initializer cycle.
    public var isPropertyInjection: Bool
    /// Inside a closure nested in the factory (`Feed(load: { r.resolve(Store.self)! })`): it runs later, if at all,
    /// so it takes part in no initializer cycle either.
    public var isDeferred = false
    public var conditions: [Condition]
    /// The container resolved from, when the file can tell (see `SwinjectHandle`).
    public var origin: SwinjectHandle?
    /// The type of each argument passed that is a literal (`String` for `"a"`), nil for any other; empty when none is.
    public var argumentLiteralTypes: [String?] = []
    /// Without a written type, the initializer argument the result is passed to, whose parameter's type Swift gives
    /// the resolve (`Feed(store: r.resolve())`, `Feed(store: r~>)`).
    public var parameter: SwinjectParameterSite?
}

/// `Feed(store: r.resolve())`: argument `position` of a call of `typeName`'s initializer written with `labels`.
public struct SwinjectParameterSite: Hashable, Sendable {
    /// The type's last component (`Feed` of `Module.Feed(...)` and `Feed.init(...)`).
    public var typeName: String
    /// Every argument's label, `_` for none.
    public var labels: [String]
    public var position: Int

    public init(typeName: String, labels: [String], position: Int) {
        self.typeName = typeName
        self.labels = labels
        self.position = position
    }
}

/// `Container()`, `Container(parent: p)`, `Assembler([A(), B()], parent: p)`: a container made in code.
public struct SwinjectContainer: Hashable, Sendable {
    public var isAssembler: Bool
    /// The variable or property it is stored in (`container`), when written as `let name = Container(...)`.
    public var variable: String?
    /// The `parent:` (or `parentAssembler:`) argument as written, whitespace removed.
    public var parent: String?
    /// The assemblies an `Assembler` is given, by type name (`NetworkAssembly` of `NetworkAssembly()`).
    public var assemblies: [String]
    public var callee: ByteRange
    public var owner: String?
    public var conditions: [Condition]
    /// False for `apply(assemblies:)` and `X().assemble(container: c)`, which name a container made elsewhere.
    public var makesContainer = true
    /// The container this fact is about: where a new one is kept (nil when not in a `let`), the one `apply` or
    /// `assemble(container:)` is called on.
    public var handle: SwinjectHandle?
    /// The container `parent:` names, when the file can tell; nil with `parent` set means it cannot.
    public var parentHandle: SwinjectHandle?
    /// Assemblies the file cannot name are applied here: a plain name in the list (`Assembler(assemblies)`), or
    /// `assemble(container:)` called on something else than `X()` (`super`, a variable).
    public var appliesUnnamedAssemblies = false
    /// `Assembler(container: c)`: the assembler registers into `c`, not into a container of its own.
    public var usesGivenContainer = false
    public var givenContainer: SwinjectHandle?

    public init(
        isAssembler: Bool, variable: String?, parent: String?, assemblies: [String], callee: ByteRange, owner: String?,
        conditions: [Condition]
    ) {
        self.isAssembler = isAssembler
        self.variable = variable
        self.parent = parent
        self.assemblies = assemblies
        self.callee = callee
        self.owner = owner
        self.conditions = conditions
    }
}

/// `Feed.init` or `Module.Feed.init(store:clock:)` given to `autoregister`.
public struct SwinjectInitializerReference: Hashable, Sendable {
    /// The type's name, its last component (`Feed`).
    public var typeName: String
    /// The labels written (`["store", "clock"]`, `_` for none); nil for a bare `.init`.
    public var labels: [String]?
    public var range: ByteRange

    public init(typeName: String, labels: [String]?, range: ByteRange) {
        self.typeName = typeName
        self.labels = labels
        self.range = range
    }
}
