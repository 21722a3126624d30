import DIWorkspace
import Foundation

struct UnitsConfigurationProblem: Error {
    let message: String
}

/// `.di-lsp.json` with `units` added: a new file, or the existing one with the units it lacks (by `generatedFile`)
/// appended. Unchanged text when it has them all, so a second migration changes nothing.
func unitsConfiguration(_ units: [MigratedUnit], existing: [UInt8]?) -> Result<String, UnitsConfigurationProblem> {
    guard let existing, !existing.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else {
        return .success(configurationText([unitsKey: .units(units)], order: [unitsKey]))
    }
    guard let object = try? JSONSerialization.jsonObject(with: Data(existing)) as? [String: Any] else {
        return .failure(UnitsConfigurationProblem(message: "is not a JSON object"))
    }
    guard object[.generatedFile] == nil else {
        return .failure(UnitsConfigurationProblem(message: "names one \"generatedFile\", which units replace"))
    }
    let present = Set((object[.units] as? [[String: Any]] ?? []).compactMap { $0[.generatedFile] as? String })
    let missing = units.filter { !present.contains($0.generatedFile) }
    guard !missing.isEmpty else { return .success(String(decoding: existing, as: UTF8.self)) }
    var values: [String: ConfigurationValue] = object.mapValues { .json($0) }
    values[unitsKey] = .json((object[.units] as? [Any] ?? []) + missing.map(unitObject))
    let order = object.keys.sorted().filter { $0 != unitsKey } + [unitsKey]
    return .success(configurationText(values, order: order))
}

/// The names of the units an existing `.di-lsp.json` declares (none when it is missing or not JSON).
func existingUnitNames(_ existing: [UInt8]?) -> [String] {
    guard let existing, let object = try? JSONSerialization.jsonObject(with: Data(existing)) as? [String: Any] else { return [] }
    return (object[.units] as? [[String: Any]] ?? []).compactMap { $0[.name] as? String }
}

/// `units`, the key every migration writes.
private let unitsKey = ConfigurationKey.units.rawValue

private enum ConfigurationValue {
    case units([MigratedUnit])
    case json(Any)
}

private func unitObject(_ unit: MigratedUnit) -> [String: Any] {
    var object: [String: Any] = [:]
    object[.name] = unit.name
    object[.generatedFile] = unit.generatedFile
    if !unit.include.isEmpty { object[.include] = unit.include }
    if !unit.excludeContaining.isEmpty { object[.excludeContaining] = unit.excludeContaining }
    if !unit.excludeSuffixes.isEmpty { object[.excludeSuffixes] = unit.excludeSuffixes }
    return object
}

/// Two-space indented, one unit a line, keys in a fixed order: the file reads like a hand-written one.
private func configurationText(_ values: [String: ConfigurationValue], order: [String]) -> String {
    var lines: [String] = []
    for (index, key) in order.enumerated() {
        guard let value = values[key] else { continue }
        let comma = index == order.count - 1 ? "" : ","
        switch value {
        case .units(let units):
            lines.append("  \(quoted(key)): [")
            lines += units.enumerated().map { "    " + compact(unitObject($1)) + ($0 == units.count - 1 ? "" : ",") }
            lines.append("  ]" + comma)
        case .json(let json) where key == unitsKey:
            let units = json as? [Any] ?? []
            lines.append("  \(quoted(key)): [")
            lines += units.enumerated().map { "    " + compact($1) + ($0 == units.count - 1 ? "" : ",") }
            lines.append("  ]" + comma)
        case .json(let json):
            lines.append("  \(quoted(key)): \(compact(json))" + comma)
        }
    }
    return "{\n" + lines.joined(separator: "\n") + "\n}\n"
}

/// One-line JSON with a unit's keys in `ConfigurationKey.unit`'s order (`name` first, `generatedFile` last), any other
/// key sorted before `generatedFile`.
private func compact(_ value: Any) -> String {
    if let object = value as? [String: Any] {
        let known = ConfigurationKey.unit.map(\.rawValue).filter { object[$0] != nil }
        let last = ConfigurationKey.generatedFile.rawValue
        let keys = known.filter { $0 != last } + object.keys.filter { !known.contains($0) }.sorted() + known.filter { $0 == last }
        return "{" + keys.map { "\(quoted($0)): \(compact(object[$0]!))" }.joined(separator: ", ") + "}"
    }
    if let array = value as? [Any] { return "[" + array.map(compact).joined(separator: ", ") + "]" }
    if let string = value as? String { return quoted(string) }
    if let number = value as? NSNumber { return number.stringValue }  // the configuration has no numbers; kept as read
    return "null"
}

private func quoted(_ string: String) -> String {
    let data = try? JSONSerialization.data(withJSONObject: [string], options: [.withoutEscapingSlashes])
    let array = data.map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
    return String(array.dropFirst().dropLast())
}
