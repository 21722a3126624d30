/// Options for a mocks file.
public struct MockOptions: Sendable {
    /// Written into the header, so a stale file says which generator wrote it.
    public var toolVersion: String

    public init(toolVersion: String) {
        self.toolVersion = toolVersion
    }
}

/// The second half of a mocks file's first line, after `generatedFileMarker`: how the editor tells a mocks file
/// from a providers file.
public let mocksFileHeaderSuffix = "Do not edit by hand: run `di-gen mocks` to update it."

/// The Swift source of a mocks file for `plan`: a header the scanner recognises (so the analysis skips the
/// file, as it skips generated providers), the imports, the `MockValue` helper, then one mock per protocol.
/// Pure and deterministic; linear in the requirements.
public func generateMockSource(for plan: MockPlan, options: MockOptions) -> String {
    var output = """
        \(generatedFileMarker) \(options.toolVersion). \(mocksFileHeaderSuffix)
        // \(plan.mocks.count) mocks, \(plan.requirementCount) requirements.


        """
    output += importLines(imports: plan.imports, testableImports: plan.testableImports)
    output += "\n" + mockValueSource + "\n// MARK: - Mocks\n"
    for mock in plan.mocks { output += "\n" + mockClassSource(mock) }
    return output
}

/// The import lines of a mocks file: plain imports, then the modules that declare the protocols, `@testable`.
public func importLines(imports: [String], testableImports: [String]) -> String {
    imports.map { "import \($0)\n" }.joined() + testableImports.map { "@testable import \($0)\n" }.joined()
}

/// One mock class, from its doc comment to its closing brace (with `#if` around it when its protocol is
/// conditional): the unit the editor's "Generate test double" adds or replaces.
public func mockClassSource(_ mock: PlannedMock) -> String {
    let storageNames = storageNames(for: mock.properties)
    let unconditional = mock.properties.filter(\.conditions.isEmpty)
    var lines = [
        "/// A test double for `\(mock.protocolName)`: pass each requirement to `init(...)` or set it; reading one",
        "/// that was never set stops the test, naming it.",
        "final class \(mock.name): \(mock.protocolName) {",
        "    init() {}",
    ]
    if !unconditional.isEmpty {
        let parameters = unconditional.map { "\(escapedIdentifier($0.name)): \(parameterType(sourceType($0.type)))" }
        let signature = "    init(\(parameters.joined(separator: ", "))) {"
        lines.append("")
        if signature.utf8.count <= 120 {
            lines.append(signature)
        } else {
            lines.append("    init(")
            lines += parameters.enumerated().map { "        \($1)\($0 == parameters.count - 1 ? "" : ",")" }
            lines.append("    ) {")
        }
        lines += unconditional.map { "        self.\(escapedIdentifier($0.name)) = \(escapedIdentifier($0.name))" }
        lines.append("    }")
    }
    if !mock.properties.isEmpty { lines.append("") }
    for (property, storage) in zip(mock.properties, storageNames) {
        let name = escapedIdentifier(property.name)
        let type = sourceType(property.type)
        let code = """
            var \(name): \(type) { get { \(storage).value } set { \(storage).value = newValue } }
            private var \(storage) = MockValue<\(type)>("\(mock.name).\(property.name)")
            """
        let indented = code.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
        lines.append(String(wrapped(indented, in: property.conditions).dropLast()))
    }
    lines.append("}")
    return wrapped(lines.joined(separator: "\n") + "\n", in: mock.conditions)
}

/// The helper every mock's properties use, declared once per file and private to it.
let mockValueSource = """
    /// A mock's requirement: set by `init(...)` or by the test; reading it unset stops the test with its name.
    private struct MockValue<Value> {
        private var storedValue: Value?
        private let name: StaticString

        init(_ name: StaticString) {
            self.name = name
        }

        var value: Value {
            get {
                guard let storedValue else {
                    fatalError("\\(name) was read but never set: pass it to init(...) or set it before the component reads it.")
                }
                return storedValue
            }
            set { storedValue = newValue }
        }
    }

    """

/// `_name` for each property, with more underscores where that would collide with a requirement or with
/// another property's storage.
private func storageNames(for properties: [PlannedMock.Property]) -> [String] {
    var used = Set(properties.map(\.name))
    return properties.map { property in
        var storage = "_" + property.name
        while used.contains(storage) { storage = "_" + storage }
        used.insert(storage)
        return storage
    }
}

/// A function type as a parameter must be `@escaping` to be stored; other types are taken as written.
private func parameterType(_ type: String) -> String {
    isFunctionType(type) ? "@escaping \(type)" : type
}

/// Whether `type` is a function type at its top level (`(Int) -> Void`, `@Sendable () -> Void`), not one
/// nested in brackets (`[() -> Void]`, `(() -> Void)?`).
func isFunctionType(_ type: String) -> Bool {
    var depth = 0
    var previous: UInt8 = 0
    for byte in type.utf8 {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
        case UInt8(ascii: ">"):
            if previous == UInt8(ascii: "-") {
                if depth == 0 { return true }
            } else {
                depth -= 1
            }
        default: break
        }
        previous = byte
    }
    return false
}

/// Type text as the scanner normalised it, made safe to write back: an attribute gets its space back before
/// a parenthesis (`@MainActor()->Void` does not parse; `@MainActor ()->Void` does), except the attributes whose
/// parenthesis holds their arguments (`@convention(c)`).
func sourceType(_ written: String) -> String {
    var output = ""
    var characters = written[...]
    while let character = characters.first {
        characters = characters.dropFirst()
        output.append(character)
        guard character == "@" else { continue }
        let name = characters.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        output += name
        characters = characters.dropFirst(name.count)
        if characters.first == "(", !attributesWithArguments.contains(String(name)) { output.append(" ") }
    }
    return output
}

private let attributesWithArguments: Set<String> = ["convention", "differentiable", "_opaqueReturnTypeOf"]
