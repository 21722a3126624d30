import DIIndex
import DIScanner

/// One file's Swinject facts with the type keys they compare by (`TypeMatcher.matchKey`: qualifiers dropped, aliases
/// expanded), and what the file alone says is wrong (a registration replaced in one function). Made once per version
/// of the file, so an edit re-keys only what it changed.
struct SwinjectKeyedFile: Sendable {
    /// Per registration, the key of its service type (empty when the type is computed).
    let registrationKeys: [[String]]
    /// Per registration, the last component of each plain key (`Interface` of `Feature.Interface`).
    let lastComponents: [[Substring]]
    /// Per resolution, the key of its type; nil when computed.
    let resolutionKeys: [String?]
    /// The same keys as numbers of the analysis's `SwinjectKeyTable` (-1 for a computed type), so binding compares
    /// and groups integers.
    let registrationKeyNumbers: [[Int32]]
    let resolutionKeyNumbers: [Int32]
    /// Per resolution of `Lazy<T>`, `Provider<T>` or `T?`, the number of `T`'s key (Swinject resolves such a wrapper
    /// through the wrapped type when nothing registers the wrapper itself); -1 otherwise.
    let unwrappedKeyNumbers: [Int32]
    /// Whether the file imports one of Swinject's modules: a `resolve` elsewhere may be another library's.
    let importsSwinject: Bool
    let replacements: [SwinjectProblem]
    /// The types resolutions without a written one take from the initializer parameter they are passed to (read in
    /// other files, so compared before the keys are reused), by resolution.
    let parameterTypes: [Int: TypeText]

    init(_ file: IndexedFile, typeMatcher: TypeMatcher, table: inout SwinjectKeyTable, parameterTypes: [Int: TypeText] = [:]) {
        let facts = file.summary.swinject!
        func key(_ type: TypeText) -> String { typeMatcher.matchKey(of: TypeSignature(type.text)) }
        registrationKeys = facts.registrations.map { registration in
            registration.service.map { [key($0)] } ?? []
        }
        lastComponents = registrationKeys.map { $0.compactMap(lastComponent) }
        self.parameterTypes = parameterTypes
        resolutionKeys = parameterTypes.isEmpty
            ? facts.resolutions.map { $0.service.map(key) }
            : facts.resolutions.indices.map { index in (facts.resolutions[index].service ?? parameterTypes[index]).map(key) }
        registrationKeyNumbers = registrationKeys.map { keys in keys.map { table.number(of: $0) } }
        resolutionKeyNumbers = resolutionKeys.map { $0.map { table.number(of: $0) } ?? -1 }
        unwrappedKeyNumbers = resolutionKeys.map { key in
            guard let key, let wrapped = unwrappedType(key) else { return -1 }
            return table.number(of: typeMatcher.matchKey(of: TypeSignature(wrapped)))
        }
        importsSwinject = file.summary.imports.contains(where: isSwinjectModule)
        replacements = Self.replacements(in: facts, keys: registrationKeys, file: file.id)
    }

    /// A registration repeated in the same function on the same receiver, under the same `#if` branches.
    private static func replacements(in facts: SwinjectFacts, keys: [[String]], file: FileID) -> [SwinjectProblem] {
        struct Key: Hashable {
            var owner: String?, function: String?, receiver: String, typeKey: String, name: SwinjectName
            var arguments: Int?, conditions: [Condition], block: Int
        }
        var first: [Key: Int] = [:]
        var problems: [SwinjectProblem] = []
        for (index, registration) in facts.registrations.enumerated() {
            guard let typeKey = keys[index].first, registration.function != nil,
                registration.kind == .register || registration.kind == .autoregister
            else { continue }
            let key = Key(
                owner: registration.owner, function: registration.function, receiver: registration.receiver, typeKey: typeKey,
                name: registration.name, arguments: registration.argumentCount, conditions: registration.conditions,
                block: registration.block)
            if let original = first[key] {
                problems.append(.replacedRegistration(duplicate: SwinjectSite(file: file, index: index), original: SwinjectSite(file: file, index: original)))
            } else {
                first[key] = index
            }
        }
        return problems
    }
}

/// The last component of a plain dotted name (`Interface` of `Feature.Interface`); nil for anything else.
func lastComponent(_ typeKey: String) -> Substring? {
    guard typeKey.utf8.allSatisfy({ $0 >= 0x80 || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || ($0 | 0x20) &- 0x61 < 26 || $0 &- 0x30 < 10 })
    else { return nil }
    guard let dot = typeKey.lastIndex(of: ".") else { return typeKey[...] }
    return typeKey[typeKey.index(after: dot)...]
}

/// Numbers for type keys, shared by every keyed file of an analysis and carried to the next: a key keeps its number
/// while the type matcher stays the same (a new matcher starts a new table).
struct SwinjectKeyTable: Sendable {
    private var numbers: [String: Int32] = [:]

    var count: Int { numbers.count }

    /// The number of `key` when some file has it (nothing registers a key no file has).
    func existingNumber(of key: String) -> Int32? { numbers[key] }

    mutating func number(of key: String) -> Int32 {
        if let known = numbers[key] { return known }
        let next = Int32(numbers.count)
        numbers[key] = next
        return next
    }
}

/// `T` of `Lazy<T>`, `Provider<T>` (also qualified by `Swinject.`) or `T?`, as canonical text; nil for anything else.
func unwrappedType(_ canonical: String) -> String? {
    if canonical.hasSuffix("?"), !canonical.hasSuffix("??") { return String(canonical.dropLast()) }
    for wrapper in ["Lazy<", "Provider<", "Swinject.Lazy<", "Swinject.Provider<"] where canonical.hasPrefix(wrapper) && canonical.hasSuffix(">") {
        return String(canonical.dropFirst(wrapper.count).dropLast())
    }
    return nil
}
