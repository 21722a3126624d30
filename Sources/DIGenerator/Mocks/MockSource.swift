import DIIndex

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
        // One mock per dependency protocol; the editor's "Generate test double" adds or updates one at a time.


        """
    output += importLines(imports: plan.imports, testableImports: plan.testableImports)
    output += "\n" + mockValueSource + "\n// MARK: - Mocks\n"
    // Rendered in chunks on all cores, then joined in order.
    let chunks = stride(from: 0, to: plan.mocks.count, by: 256).map { Array(plan.mocks[$0..<min($0 + 256, plan.mocks.count)]) }
    let rendered = parallelMap(chunks, minimumCount: 2) { mocks in
        var text = ""
        text.reserveCapacity(mocks.count * 600 + mocks.reduce(0) { $0 + $1.properties.count } * 200)
        for mock in mocks {
            text += "\n"
            appendMockClass(mock, to: &text)
        }
        return text
    }
    output.reserveCapacity(output.utf8.count + rendered.reduce(0) { $0 + $1.utf8.count })
    for text in rendered { output += text }
    return output
}

/// The import lines of a mocks file: plain imports, then the modules that declare the protocols, `@testable`.
public func importLines(imports: [String], testableImports: [String]) -> String {
    imports.map { "import \($0)\n" }.joined() + testableImports.map { "@testable import \($0)\n" }.joined()
}

/// One mock class, from its doc comment to its closing brace (with `#if` around it when its protocol is
/// conditional): the unit the editor's "Generate test double" adds or replaces.
public func mockClassSource(_ mock: PlannedMock) -> String {
    var output = ""
    appendMockClass(mock, to: &output)
    return output
}

/// Appends `mockClassSource(mock)` to `output`, piece by piece: at 10,000 mocks, intermediate strings were
/// most of the time this took.
func appendMockClass(_ mock: PlannedMock, to output: inout String) {
    if !mock.conditions.isEmpty { output += "#if " + conditionText(mock.conditions) + "\n" }
    output += "/// A test double for `"
    output += mock.protocolName
    output += "`: pass each requirement to `init(...)` or set it; reading one\n"
    output += "/// that was never set stops the test, naming it.\nfinal class "
    output += mock.name
    output += ": "
    output += mock.protocolName
    output += " {\n    init() {}\n"
    let names = mock.properties.map { escapedIdentifier($0.name) }
    let types = mock.properties.map { sourceType($0.type) }
    let unconditional = mock.properties.indices.filter { mock.properties[$0].conditions.isEmpty }
    if !unconditional.isEmpty {
        let parameters = unconditional.map { names[$0] + ": " + parameterType(types[$0]) }
        let length = parameters.reduce(12) { $0 + $1.utf8.count + 2 }
        output += length <= 120
            ? "\n    init(" + parameters.joined(separator: ", ") + ") {\n"
            : "\n    init(\n        " + parameters.joined(separator: ",\n        ") + "\n    ) {\n"
        for index in unconditional {
            output += "        self."
            output += names[index]
            output += " = "
            output += names[index]
            output += "\n"
        }
        output += "    }\n"
    }
    if !mock.properties.isEmpty { output += "\n" }
    for (index, storage) in storageNames(for: mock.properties).enumerated() {
        let property = mock.properties[index]
        if !property.conditions.isEmpty { output += "#if " + conditionText(property.conditions) + "\n" }
        output += "    var "
        output += names[index]
        output += ": "
        output += types[index]
        output += " { get { "
        output += storage
        output += ".value } set { "
        output += storage
        output += ".value = newValue } }\n    private var "
        output += storage
        output += " = MockValue<"
        output += types[index]
        output += ">(\""
        output += mock.name
        output += "."
        output += property.name
        output += "\")\n"
        if !property.conditions.isEmpty { output += "#endif\n" }
    }
    output += "}\n"
    if !mock.conditions.isEmpty { output += "#endif\n" }
}

/// `(A) && (B)`, as `wrapped(_:in:)` writes conditions.
private func conditionText(_ conditions: [String]) -> String {
    conditions.map { "(\($0))" }.joined(separator: " && ")
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
    // Names are unique, so `_name` can only collide when some requirement's name starts with `_`.
    guard properties.contains(where: { $0.name.utf8.first == UInt8(ascii: "_") }) else {
        return properties.map { "_" + $0.name }
    }
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
    guard written.utf8.contains(UInt8(ascii: "@")) else { return written }
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
