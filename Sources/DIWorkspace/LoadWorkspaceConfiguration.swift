import DIAnalysis
import DIFileSystem
import DIResolver
import Foundation

/// Reads `root/.di-lsp.json`. A missing file gives the defaults and no problem; a broken one (not JSON,
/// an unknown key, a wrong type, an unknown code or severity) gives the defaults and exactly one problem,
/// so a typo never half-applies a configuration.
public func loadWorkspaceConfiguration(root: String) -> (configuration: WorkspaceConfiguration, problems: [ConfigurationProblem]) {
    let defaults = WorkspaceConfiguration(root: root)
    let path = defaults.filePath
    guard let kind = pathKind(path) else { return (defaults, []) }
    let contents: FileContents = kind == .folder ? .unreadable : readFile(atPath: path, limit: ReadLimits.configuration)
    switch contents {
    case .bytes(let bytes):
        var (configuration, problems) = parseWorkspaceConfiguration(bytes, root: root)
        configuration.analysis.graph.generatedCodeModule = generatedCodeModule(output: nil, configuration: configuration)
        return (configuration, problems)
    case .tooLarge(let size):
        return (defaults, [tooLargeConfigurationProblem(path: path, size: size)])
    case .unreadable:
        return (defaults, [ConfigurationProblem(path: path, message: "\(configurationFileName) cannot be read as a file; using the defaults")])
    }
}

private func tooLargeConfigurationProblem(path: String, size: Int) -> ConfigurationProblem {
    ConfigurationProblem(
        path: path,
        message: "\(configurationFileName) is \(size) bytes, over its \(byteCountText(ReadLimits.configuration)) limit; using the defaults")
}

/// Parses the bytes of a `.di-lsp.json` (the server passes an editor's unsaved text); see
/// `loadWorkspaceConfiguration(root:)`.
public func parseWorkspaceConfiguration(_ bytes: [UInt8], root: String) -> (configuration: WorkspaceConfiguration, problems: [ConfigurationProblem]) {
    let defaults = WorkspaceConfiguration(root: root)
    guard bytes.count <= ReadLimits.configuration else { return (defaults, [tooLargeConfigurationProblem(path: defaults.filePath, size: bytes.count)]) }
    do {
        return (try decodeConfiguration(bytes, root: root), [])
    } catch let failure as ConfigurationFailure {
        let (line, column, lineText) = failure.key.flatMap { locationOfKey($0, in: bytes) } ?? (1, 1, [])
        return (defaults, [ConfigurationProblem(
            path: defaults.filePath, line: line, column: column, message: failure.message + "; using the defaults", lineText: lineText)])
    } catch {
        return (defaults, [ConfigurationProblem(path: defaults.filePath, message: "\(error); using the defaults")])
    }
}

/// One reason the file is unusable, and the key it is about (to point at its line).
private struct ConfigurationFailure: Error {
    let message: String
    var key: String? = nil

    init(message: String, key: String? = nil) {
        self.message = message
        self.key = key
    }

    init(message: String, key: ConfigurationKey) {
        self.init(message: message, key: key.rawValue)
    }
}

private func decodeConfiguration(_ bytes: [UInt8], root: String) throws -> WorkspaceConfiguration {
    let object: Any
    do {
        object = try JSONSerialization.jsonObject(with: Data(bytes), options: [])
    } catch {
        throw ConfigurationFailure(message: "\(configurationFileName) is not valid JSON (\(jsonErrorDetail(error)))")
    }
    guard let fields = object as? [String: Any] else {
        throw ConfigurationFailure(message: "\(configurationFileName) must hold a JSON object, such as {\"exclude\": [\"Tests\"]}")
    }
    for key in fields.keys.sorted() where !ConfigurationKey.topLevel.contains(where: { $0.rawValue == key }) {
        let keys = ConfigurationKey.topLevel.filter { $0 != .schema }.map(\.rawValue)
        throw ConfigurationFailure(message: "unknown key \"\(key)\"; the keys are \(keys.joined(separator: ", "))", key: key)
    }
    var configuration = WorkspaceConfiguration(root: root)
    configuration.include = try strings(fields, .include).map(checkedRelativePath)
    configuration.exclude = try strings(fields, .exclude).map(checkedRelativePath)
    if let value = fields[.generatedFile] {
        configuration.generatedFile = try checkedGeneratedFile(value, named: "\"generatedFile\"", key: ConfigurationKey.generatedFile.rawValue)
    }
    configuration.generatedParts = try generatedParts(fields[.generatedParts], named: "\"generatedParts\"")
    configuration.units = try generationUnits(fields[.units], root: root, parts: configuration.generatedParts)
    if !configuration.units.isEmpty, configuration.generatedFile != nil {
        throw ConfigurationFailure(message: "\"generatedFile\" and \"units\" cannot both be given: each unit names its own \"generatedFile\"", key: .generatedFile)
    }
    configuration.modules = try moduleGlobs(fields[.modules])
    if let value = fields[.tuistGraph] {
        guard let file = value as? String, !file.isEmpty else {
            throw ConfigurationFailure(message: "\"tuistGraph\" must be the path of `tuist graph --format json` output, such as \"graph.json\"", key: .tuistGraph)
        }
        configuration.files.tuistGraph = try checkedRelativePath(file)
    }
    configuration.analysis = AnalysisConfiguration(
        graph: GraphConfiguration(
            componentBaseClasses: Set(try strings(fields, .componentBaseClasses)),
            rootBaseClasses: Set(try strings(fields, .rootBaseClasses))),
        overrides: try severityOverrides(fields[.severity]))
    return configuration
}

/// `[{"name": "App", "include": ["App", "Features"], "generatedFile": "App/Generated.swift"}, ...]`; a unit without
/// `generatedParts` of its own has the top level's `parts`.
private func generationUnits(_ value: Any?, root: String, parts: Int) throws -> [GenerationUnit] {
    guard let value else { return [] }
    let example = #"[{"name": "App", "include": ["Projects/App", "Projects/Features"], "generatedFile": "Projects/App/Sources/Generated.swift"}]"#
    guard let entries = value as? [Any], !entries.isEmpty else {
        throw ConfigurationFailure(message: "\"units\" must be a non-empty array of units, such as \(example)", key: .units)
    }
    var units: [GenerationUnit] = []
    var names: Set<String> = []
    for entry in entries {
        guard let fields = entry as? [String: Any] else {
            throw ConfigurationFailure(message: "each of \"units\" must be an object, such as \(example)", key: .units)
        }
        guard let name = fields[.name] as? String, !name.isEmpty, !name.contains(where: { $0.isWhitespace || $0 == "," }) else {
            throw ConfigurationFailure(message: "each of \"units\" needs a \"name\" without spaces or commas", key: .units)
        }
        for key in fields.keys.sorted() where !ConfigurationKey.unit.contains(where: { $0.rawValue == key }) {
            let keys = ConfigurationKey.unit.map(\.rawValue)
            throw ConfigurationFailure(message: "unknown key \"\(key)\" in unit \"\(name)\"; a unit's keys are \(keys.joined(separator: ", "))", key: key)
        }
        guard names.insert(name).inserted else {
            throw ConfigurationFailure(message: "two units are named \"\(name)\"", key: name)
        }
        var unit = GenerationUnit(
            name: name, root: root, include: try strings(fields, .include).map(checkedRelativePath),
            exclude: try strings(fields, .exclude).map(checkedRelativePath))
        // Needle's `--exclude-paths` and `--exclude-suffixes`, kept as Needle applies them (`di-gen migrate needle`).
        unit.files.excludeContaining = try strings(fields, .excludeContaining)
        unit.files.excludeSuffixes = try strings(fields, .excludeSuffixes)
        if let value = fields[.generatedFile] {
            unit.generatedFile = try checkedGeneratedFile(value, named: "\"generatedFile\" of unit \"\(name)\"", key: value as? String ?? ConfigurationKey.generatedFile.rawValue)
        }
        unit.generatedParts = fields[.generatedParts] == nil ? parts : try generatedParts(fields[.generatedParts], named: "\"generatedParts\" of unit \"\(name)\"")
        if let value = fields[.module] {
            guard let module = value as? String, isModuleName(module) else {
                throw ConfigurationFailure(message: "\"module\" of unit \"\(name)\" must be a Swift module name", key: .module)
            }
            unit.module = module
        }
        units.append(unit)
    }
    // One file however it is spelled: `./`, `..` and links resolved, and case folded (one file on macOS's
    // default volumes), so one unit's `generate` never writes over another's providers.
    var writers: [String: GenerationUnit] = [:]
    for unit in units {
        guard let file = unit.generatedFile else { continue }
        let location = canonicalLocation(of: joined(root, file)).lowercased()
        if let other = writers[location] {
            let spelled = other.generatedFile == file ? "\"\(file)\"" : "one file, \"\(other.generatedFile!)\" and \"\(file)\""
            throw ConfigurationFailure(
                message: "units \"\(other.name)\" and \"\(unit.name)\" both write \(spelled); each unit needs its own \"generatedFile\"", key: file)
        }
        writers[location] = unit
    }
    return units
}

/// A `generatedParts` value: how many files besides `generatedFile` the providers are spread over (0, none, when absent).
private func generatedParts(_ value: Any?, named what: String) throws -> Int {
    guard let value else { return 0 }
    // JSON's `true` and `false` also cast to Int (NSNumber); their type encoding, "c", tells them apart.
    let isBoolean = (value as? NSNumber).map { String(cString: $0.objCType) == "c" } ?? (value is Bool)
    guard !isBoolean, let number = value as? Int, (0...maximumGeneratedParts).contains(number) else {
        throw ConfigurationFailure(message: "\(what) must be a whole number from 0 to \(maximumGeneratedParts), such as 8", key: .generatedParts)
    }
    return number
}

/// A `generatedFile` value: a relative `.swift` path that cannot leave the root (`outputPathProblem`).
private func checkedGeneratedFile(_ value: Any, named what: String, key: String) throws -> String {
    guard let file = value as? String, !file.isEmpty else {
        throw ConfigurationFailure(message: "\(what) must be a path string", key: .generatedFile)
    }
    if let problem = outputPathProblem(file) {
        throw ConfigurationFailure(message: "\(what) \(problem) (it is \"\(file)\")", key: key)
    }
    return file
}

private func strings(_ fields: [String: Any], _ key: ConfigurationKey) throws -> [String] {
    guard let value = fields[key] else { return [] }
    guard let strings = value as? [String], !strings.contains(where: \.isEmpty) else { throw ConfigurationFailure(message: "\"\(key.rawValue)\" must be an array of non-empty strings", key: key)
    }
    return strings
}

private func checkedRelativePath(_ path: String) throws -> String {
    guard !path.hasPrefix("/") else {
        throw ConfigurationFailure(message: "\"\(path)\" must be relative to the folder of \(configurationFileName)", key: path)
    }
    return path
}

/// `{"Sources/Feature/**": "Feature"}`: relative globs to module names that are Swift identifiers.
private func moduleGlobs(_ value: Any?) throws -> [String: String] {
    guard let value else { return [:] }
    guard let table = value as? [String: Any] else {
        throw ConfigurationFailure(message: "\"modules\" must be an object from path glob to module name, such as {\"Sources/Feature/**\": \"Feature\"}", key: .modules)
    }
    var modules: [String: String] = [:]
    for glob in table.keys.sorted() {
        guard !glob.isEmpty else { throw ConfigurationFailure(message: "a glob in \"modules\" is empty", key: .modules) }
        _ = try checkedRelativePath(glob)
        guard let module = table[glob] as? String, isModuleName(module.replacingOccurrences(of: "{", with: "X").replacingOccurrences(of: "}", with: "")) else {
            throw ConfigurationFailure(message: "the module of \"\(glob)\" in \"modules\" must be a Swift module name (letters, digits and _, not starting with a digit), or made of {captures} of its glob", key: glob)
        }
        let captures = Set(moduleGlobPlaceholders(glob))
        if let unknown = moduleGlobPlaceholders(module).first(where: { !captures.contains($0) }) {
            throw ConfigurationFailure(message: "the module of \"\(glob)\" uses {\(unknown)}, which its glob does not capture", key: glob)
        }
        modules[glob] = module
    }
    return modules
}

private func isModuleName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
}

private func severityOverrides(_ value: Any?) throws -> [DiagnosticCode: DiagnosticSetting] {
    guard let value else { return [:] }
    guard let table = value as? [String: Any] else {
        throw ConfigurationFailure(message: "\"severity\" must be an object from diagnostic code to off, note, warning or error", key: .severity)
    }
    var overrides: [DiagnosticCode: DiagnosticSetting] = [:]
    for name in table.keys.sorted() {
        guard let code = DiagnosticCode(rawValue: name), code.isConfigurable else {
            let codes = DiagnosticCode.allCases.filter(\.isConfigurable).map(\.rawValue)
            throw ConfigurationFailure(message: "unknown diagnostic code \"\(name)\" in \"severity\"; the codes are \(codes.joined(separator: ", "))", key: name)
        }
        guard let word = table[name] as? String, let setting = DiagnosticSetting(rawValue: word) else {
            throw ConfigurationFailure(message: "the severity of \"\(name)\" must be \"off\", \"note\", \"warning\" or \"error\"", key: name)
        }
        overrides[code] = setting
    }
    return overrides
}

/// Foundation's message without its boilerplate, e.g. `Unexpected end of file`.
private func jsonErrorDetail(_ error: Error) -> String {
    let nsError = error as NSError
    let detail = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    return detail.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
}

/// 1-based line and UTF-8 column of the first `"key"` in the text, and that line's bytes, to point the problem at it.
private func locationOfKey(_ key: String, in bytes: [UInt8]) -> (Int, Int, [UInt8])? {
    let needle = Array("\"\(key)\"".utf8)
    guard needle.count <= bytes.count else { return nil }
    for start in 0...(bytes.count - needle.count) where bytes[start..<start + needle.count].elementsEqual(needle) {
        let before = bytes[..<start]
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let lineEnd = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        return (line, start - lineStart + 1, Array(bytes[lineStart..<lineEnd]))
    }
    return nil
}
