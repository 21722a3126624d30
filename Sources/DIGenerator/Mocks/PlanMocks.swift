import DIIndex
import DIResolver
import DIScanner

/// What a mocks file will contain: a mock per selected dependency protocol, sorted by name, and the protocols
/// that cannot have one.
public struct MockPlan: Sendable {
    public internal(set) var mocks: [PlannedMock] = []
    public internal(set) var skipped: [SkippedProtocol] = []
    /// Names given to select protocols that are not dependency protocols of the workspace.
    public internal(set) var unknownProtocolNames: [String] = []

    /// Every module the mocks' files import, without those imported with `@testable`.
    public var imports: [String] {
        Array(Set(mocks.flatMap(\.imports)).subtracting(testableImports)).sorted()
    }

    public var testableImports: [String] {
        Array(Set(mocks.flatMap(\.testableImports))).sorted()
    }

    public var requirementCount: Int { mocks.reduce(0) { $0 + $1.properties.count } }

    init() {}

    /// A plan of exactly `mocks`, for a new mocks file holding them.
    public init(mocks: [PlannedMock]) {
        self.mocks = mocks
    }
}

/// Plans a mock for every dependency protocol of `graph`, or for those named in `protocolNames`.
public func planMocks(for graph: ComponentGraph, protocolNames: [String]? = nil) -> MockPlan {
    planMocks(for: graph.allDependencyProtocols(named: protocolNames), in: graph.snapshot, protocolNames: protocolNames)
}

/// Plans a mock for every protocol of `protocols` (`dependencyProtocols(of: snapshot)`), or for those named in
/// `protocolNames` (module qualifiers are ignored). Pure and deterministic; linear in the protocols and their
/// requirements.
public func planMocks(
    for protocols: [String: DependencyProtocol],
    in snapshot: Snapshot,
    protocolNames: [String]? = nil
) -> MockPlan {
    var plan = MockPlan()
    let selected: [String]
    if let protocolNames {
        let names = Array(Set(protocolNames.map { ComponentGraphNames.lastComponent(of: $0) })).sorted()
        selected = names.filter { protocols[$0] != nil }
        plan.unknownProtocolNames = names.filter { protocols[$0] == nil }
    } else {
        selected = protocols.keys.sorted()
    }
    let declarations = ProtocolDeclarations(snapshot)
    let declaredTypes = typesDeclaredByHand(in: snapshot)
    // Each protocol is planned on its own, so on all cores.
    let planned = parallelMap(selected.compactMap { protocols[$0] }) { dependency in
        planMock(for: dependency, declarations: declarations, declaredTypes: declaredTypes, snapshot: snapshot)
    }
    for result in planned {
        switch result {
        case .mock(let mock): plan.mocks.append(mock)
        case .skip(let skipped): plan.skipped.append(skipped)
        }
    }
    return plan
}

private enum MockOrSkip: Sendable {
    case mock(PlannedMock)
    case skip(SkippedProtocol)
}

/// The type names declared in files not generated (a mocks file di-gen wrote is rewritten, not collided with), with
/// the file that declares each first.
private func typesDeclaredByHand(in snapshot: Snapshot) -> [String: String] {
    var names: [String: String] = [:]
    snapshot.forEachFile { file in
        guard !file.summary.isGenerated else { return }
        for declaration in file.summary.declarations where declaration.kind != .extension && names[declaration.name] == nil {
            names[declaration.name] = String(file.path.split(separator: "/").last ?? "")
        }
    }
    return names
}

private func planMock(
    for dependency: DependencyProtocol,
    declarations: ProtocolDeclarations,
    declaredTypes: [String: String],
    snapshot: Snapshot
) -> MockOrSkip {
    guard let own = declarations[dependency.name] else {
        return .skip(SkippedProtocol(name: dependency.name, reason: "its declaration was not found"))
    }
    let declaration = own.declaration
    if declaration.accessLevel <= .fileprivate {
        return .skip(SkippedProtocol(
            name: dependency.name, reason: "it is \(declaration.accessLevel), so no other file can conform to it"))
    }
    let chain = declarations.inheritanceChain(of: dependency.name)
    if let withFunctions = chain.lazy.map(\.declaration).first(where: { !$0.functionNames.isEmpty }) {
        let functions = withFunctions.functionNames.joined(separator: ", ")
        return .skip(SkippedProtocol(
            name: dependency.name,
            reason: "\(withFunctions.name) declares functions (\(functions)), which a mock of properties cannot implement"))
    }
    if let reason = unmockableShape(of: dependency, chain: chain.map(\.declaration)) {
        return .skip(SkippedProtocol(name: dependency.name, reason: reason))
    }
    // The mock's own name, and the helper's, must mean nothing else where the mocks compile.
    if let file = declaredTypes[declaration.name + "Mock"] {
        return .skip(SkippedProtocol(
            name: dependency.name, reason: "the workspace already declares `\(declaration.name)Mock` (\(file)); a second would not compile"))
    }
    if dependency.requirements.contains(where: { $0.name == "MockValue" }) {
        return .skip(SkippedProtocol(name: dependency.name, reason: "`MockValue` names the helper every mock's properties use; rename the requirement"))
    }
    if dependency.requirements.contains(where: { requirement in
        requirement.type.written.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains("MockValue")
    }) {
        return .skip(SkippedProtocol(
            name: dependency.name, reason: "`MockValue` names the helper every mock's properties use; rename the requirement's type"))
    }
    let protocolConditions = declaration.conditions.map(\.description)
    let properties = dependency.requirements.map { requirement in
        PlannedMock.Property(
            name: requirement.name, type: requirement.type.written,
            conditions: requirement.conditions.map(\.description).filter { !protocolConditions.contains($0) })
    }
    var files = Set(chain.map(\.file.id))
    for requirement in dependency.requirements { files.insert(requirement.location.file) }
    let indexedFiles = files.compactMap { snapshot.file($0) }
    return .mock(PlannedMock(
        name: declaration.name + "Mock",
        protocolName: own.qualifiedName, properties: properties,
        conditions: protocolConditions,
        imports: Array(Set(indexedFiles.flatMap(\.summary.imports))).sorted(),
        testableImports: Array(Set(indexedFiles.compactMap(\.module))).sorted()))
}

/// Why a mock of settable properties cannot conform to the protocol, or nil when it can: requirements that
/// are not properties (`associatedtype`, `subscript`, `init`, operators), static members, one name required
/// with two types by protocols it inherits, or a requirement named `self`.
private func unmockableShape(of dependency: DependencyProtocol, chain: [TypeDeclaration]) -> String? {
    if let declaring = chain.first(where: { !$0.otherRequirements.isEmpty }) {
        return "\(declaring.name) requires \(declaring.otherRequirements.map { "`\($0)`" }.joined(separator: ", ")), which a mock of properties cannot implement"
    }
    if let declaring = chain.first(where: { $0.properties.contains(where: \.isStatic) }) {
        let names = declaring.properties.filter(\.isStatic).map { "`\($0.name)`" }.joined(separator: ", ")
        return "\(declaring.name) requires static members (\(names)), which a mock's instance cannot provide"
    }
    // Flattening keeps the first of two requirements with one name; the declarations still have both.
    var typeByName: [String: (type: String, declaring: String)] = [:]
    for declaration in chain {
        for property in declaration.properties {
            let type = property.type.map { $0.text.filter { !$0.isWhitespace } } ?? ""
            if let other = typeByName[property.name], other.type != type {
                return "`\(property.name)` is required as `\(other.type)` by \(other.declaring) and as `\(type)` by \(declaration.name); "
                    + "no property can be both"
            }
            typeByName[property.name] = (type, declaration.name)
        }
    }
    if dependency.requirements.contains(where: { $0.name == "self" || $0.name == "`self`" }) {
        return "it requires a member named `self`, which always means the instance itself"
    }
    return nil
}

/// The names `ComponentGraph` uses: `Module.Feed` is `Feed`.
enum ComponentGraphNames {
    static func lastComponent(of name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
