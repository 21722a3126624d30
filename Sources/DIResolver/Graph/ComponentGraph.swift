import DIIndex
import DIScanner

/// Every component, dependency protocol and parent -> child edge of a snapshot, by name.
/// Built from file summaries alone; resolution walks it.
public struct ComponentGraph: Sendable {
    public internal(set) var snapshot: Snapshot
    public internal(set) var components: ChunkedArray<Component>
    /// By name, the first component declared with it (see `sameNameComponents` for names several modules declare).
    public internal(set) var componentIDsByName: [String: ComponentID]
    /// Names declared as components in more than one module (Swift allows it): every such component, the first
    /// one first. A name used in a module means that module's component, else the first one.
    public internal(set) var sameNameComponents: [String: [ComponentID]] = [:]
    /// The dependency protocols components require, with flattened requirements, by name.
    public internal(set) var protocols: [String: DependencyProtocol]
    /// Every protocol that inherits `Dependency`, required or not.
    public internal(set) var dependencyProtocolNames: Set<String> = []
    /// A class that reuses a component's name: (the later declaration, the one kept).
    public internal(set) var duplicateComponents: [(duplicate: SourceLocation, original: ComponentID)]
    /// `Component<X>` where several modules declare a protocol `X` and the component's file sees none of them or
    /// more than one: each candidate's key (`Module.X`).
    public internal(set) var ambiguousDependencyTypes: [(component: ComponentID, type: TypeText, candidates: [String])] = []
    /// `Component<X>` where `X` is not a dependency protocol of the workspace.
    public internal(set) var unknownDependencyTypes: [(component: ComponentID, type: TypeText, isDeclaredButNotDependency: Bool)]
    public internal(set) var typeMatcher: TypeMatcher
    /// Files whose scan reported damage; "not found" answers that involve them are withheld.
    public internal(set) var damagedFiles: Set<FileID>
    /// Needle's committed generated files, which the analysis skips (each gets a note).
    public internal(set) var needleGeneratedFiles: [FileID] = []
    /// Each pluginized component's non-core component, when it names one of the workspace.
    public internal(set) var nonCoreComponentOf: [ComponentID: ComponentID] = [:]
    /// Protocols inheriting Needle's `PluginExtension`, with flattened requirements.
    public internal(set) var pluginExtensionProtocols: [String: DependencyProtocol] = [:]
    /// A dependency protocol declared again under a name already taken: (the later one, the first one).
    public internal(set) var duplicateDependencyProtocols: [(name: String, duplicate: SourceLocation, original: SourceLocation)] = []
    /// Whether some component is pluginized or non-core: binding then looks at which kind of path it is on.
    public internal(set) var hasPluginizedComponents = false
    public let configuration: GraphConfiguration

    /// Each file's contribution, by `FileID.rawValue` (nil for ids not in the snapshot).
    var contributions = ChunkedArray<FileContribution?>()
    /// For each component name, the files with a class body or extension for it, in file order.
    var memberFilesByName: [String: [FileID]] = [:]
    var protocolTable = DependencyProtocolTable()
    /// Components created other than as `Child(parent: self)` in a component, by file (non-empty lists only).
    var misplacedCreationsByFile: [FileID: [MisplacedCreation]] = [:]
    /// The workspace's own generic base classes, which decide what is a component.
    var baseClasses = ComponentBaseClasses()
    /// What a pluginized component provides besides its members: its plugin extension's requirements and its
    /// non-core component's members (`Provider.route`). Empty without pluginized components.
    var pluginizedExtras: [ComponentID: [Provider]] = [:]
    /// For each dependency protocol name, the components that require it.
    var componentsByProtocol: [String: [ComponentID]] = [:]
    /// The protocol key of each component whose dependency type is a name several modules declare (nil when
    /// ambiguous); every other component's key is its written name's last component. Usually empty.
    var protocolKeyOverrides: [ComponentID: String?] = [:]
    /// Which requirements some code reads through `dependency` (`DependencyReadTable.swift`).
    var dependencyReadTable = DependencyReadTable()
    /// Names read as members anywhere (`MemberReadTable`), once some requirement is a candidate for being unread.
    var memberReadTable: MemberReadTable?

    init(snapshot: Snapshot, configuration: GraphConfiguration) {
        self.snapshot = snapshot
        self.configuration = configuration
        components = ChunkedArray()
        componentIDsByName = [:]
        protocols = [:]
        duplicateComponents = []
        unknownDependencyTypes = []
        typeMatcher = TypeMatcher(moduleNames: [], ambiguousTypeNames: [])
        damagedFiles = []
    }

    /// False for a graph built without what `updated` reuses (`buildGraph(updatable: false)`): `updated` then
    /// builds the graph again.
    var isUpdatable = true
    /// Each component's dependency protocol, by index: the checks ask for it once per component, and 100,000 name
    /// lookups were a tenth of assembling (and a tenth of the server's time when a keystroke rebinds thousands).
    /// A patch never changes which protocol a component requires (its base class's arguments are shape), so it
    /// only copies here the protocols it reads again (`refreshProtocols`).
    var protocolOfComponent: [DependencyProtocol?] = []

    mutating func setContribution(_ contribution: FileContribution?, for file: FileID? = nil) {
        guard let id = contribution?.file ?? file else { return }
        while contributions.count <= id.rawValue { contributions.append(nil) }
        contributions[id.rawValue] = contribution
    }

    /// The roots, in declaration order; set when the graph is assembled (a patch cannot add or remove one).
    public internal(set) var roots: [ComponentID] = []

    /// Inlinable so that callers in other modules read one field without copying the whole component.
    @inlinable
    public subscript(id: ComponentID) -> Component {
        _read { yield components[id.rawValue] }
    }

    public func component(named name: String) -> Component? {
        componentIDsByName[Self.lastPathComponent(of: name)].map { components[$0.rawValue] }
    }

    /// Components by name, then module (names several modules declare), then id (a name declared twice in one
    /// module, an error): an order that does not depend on the order files were read in.
    func precedesByName(_ a: ComponentID, _ b: ComponentID) -> Bool {
        guard a != b else { return false }
        let nameA = components[a.rawValue].name, nameB = components[b.rawValue].name
        if nameA != nameB { return nameA < nameB }
        let moduleA = components[a.rawValue].module ?? "", moduleB = components[b.rawValue].module ?? ""
        return moduleA != moduleB ? moduleA < moduleB : a.rawValue < b.rawValue
    }

    /// The component a name written in `file` means: its own module's when several modules declare the name.
    public func component(named name: String, writtenIn file: FileID) -> Component? {
        componentID(named: Self.lastPathComponent(of: name), inModule: snapshot.file(file)?.module).map { components[$0.rawValue] }
    }

    /// The component `name` means in `module`: that module's when several modules declare it, else the first.
    func componentID(named name: String, inModule module: String?) -> ComponentID? {
        guard let first = componentIDsByName[name] else { return nil }
        guard !sameNameComponents.isEmpty, let all = sameNameComponents[name], let module else { return first }
        return all.first { components[$0.rawValue].module == module } ?? first
    }

    /// Whether `name` (a key, or a name several modules declare) is a protocol of the workspace that inherits
    /// `Dependency`, directly or not.
    public func isDependencyProtocol(_ name: String) -> Bool {
        dependencyProtocolNames.contains(name)
            || protocolTable.sharedNames[name]?.contains { dependencyProtocolNames.contains($0.key) } == true
    }

    /// The key of the dependency protocol the component `id` requires: its written name (`Module.` removed), or
    /// `Module.Name` when several modules declare the name; nil for roots and when the name is ambiguous.
    func protocolKey(of id: ComponentID) -> String? {
        guard let written = components[id.rawValue].dependencyTypeName else { return nil }
        if !protocolKeyOverrides.isEmpty, let key = protocolKeyOverrides[id] { return key }
        return Self.lastPathComponent(of: written)
    }

    /// The dependency protocol a component requires (nil for roots, `EmptyDependency` and unknown ones).
    public func dependencyProtocol(of component: Component) -> DependencyProtocol? {
        dependencyProtocol(of: component.id)
    }

    /// The dependency protocol the component `id` requires, without copying the component.
    func dependencyProtocol(of id: ComponentID) -> DependencyProtocol? {
        if !protocolOfComponent.isEmpty { return protocolOfComponent[id.rawValue] }
        return protocolKey(of: id).flatMap { protocols[$0] }
    }

    /// `Module.Feed` -> `Feed`; generic arguments are kept out of names by the caller.
    /// Works on UTF-8: this runs for every name lookup, and `Character` iteration is many times slower.
    public static func lastPathComponent(of name: String) -> String {
        // Native strings are contiguous: searching their bytes directly is several times faster than the view.
        let dotOffset = name.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.lastIndex(of: UInt8(ascii: ".")) ?? -1
        } ?? name.utf8.lastIndex(of: UInt8(ascii: ".")).map { name.utf8.distance(from: name.utf8.startIndex, to: $0) } ?? -1
        guard dotOffset >= 0 else { return name }
        return String(name.utf8.dropFirst(dotOffset + 1))!
    }
}
