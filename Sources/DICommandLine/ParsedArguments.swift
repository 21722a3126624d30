import DIReporting

/// What a command line said, checked against its `CommandSpec`.
public struct ParsedArguments: Sendable, Equatable {
    public var values: [String: String] = [:]
    public var flags: Set<String> = []
    public var operands: [String] = []
    /// `--help` or `-h` was given (before `--`).
    public var wantsHelp = false

    public init() {}

    /// The value of `option`, or its default.
    public subscript(_ option: CommandOption) -> String? { values[option.name] ?? option.defaultValue }

    public func has(_ flag: CommandOption) -> Bool { flags.contains(flag.name) }

    /// The value of an option with `choices`, as the enum that names them (parsing already refused anything else).
    public func choice<Choice: RawRepresentable>(_ option: CommandOption, as _: Choice.Type) -> Choice where Choice.RawValue == String {
        guard let value = self[option], let choice = Choice(rawValue: value) else {
            preconditionFailure("\(option.name) has no choice \(self[option] ?? "nil") in \(Choice.self)")
        }
        return choice
    }

    /// The value of an option with a `range`, when given (parsing already refused anything out of it).
    public func number(_ option: CommandOption) -> Int? { self[option].flatMap { Int($0) } }

    /// Whether text output is coloured (`--color`, for this process's terminal and environment).
    public var colored: Bool { choice(.color, as: ColorChoice.self).usesColorHere }
}

/// Why a command line is wrong, in the words usage errors print.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// Parses `arguments` (after the command's name) against `spec`: `--name value`, `--name=value`, flags, `--`
/// before operands that start with `-`, and `--help` / `-h`.
public func parseArguments(_ arguments: [String], for spec: CommandSpec) -> Result<ParsedArguments, UsageError> {
    var parsed = ParsedArguments()
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if argument == "--" {
            parsed.operands += arguments[index...]
            break
        }
        if argument == "--help" || argument == "-h" {
            parsed.wantsHelp = true
            continue
        }
        guard argument.hasPrefix("-"), argument != "-" else {
            parsed.operands.append(argument)
            continue
        }
        let (name, inlineValue) = split(argument)
        guard let option = spec.option(named: name) else {
            return .failure(UsageError(message: "unknown option \(name)" + suggestion(for: name, in: spec)))
        }
        if option.isFlag {
            guard inlineValue == nil else { return .failure(UsageError(message: "\(name) takes no value")) }
            parsed.flags.insert(name)
            continue
        }
        let value: String
        if let inlineValue {
            value = inlineValue
        } else {
            guard index < arguments.count else { return .failure(UsageError(message: "\(name) needs a value")) }
            value = arguments[index]
            index += 1
        }
        if let choices = option.choices, !choices.contains(value) {
            return .failure(UsageError(message: "\(name) takes \(listed(choices)), not \(value)"))
        }
        if let range = option.range, !(Int(value).map(range.contains) ?? false) {
            return .failure(UsageError(message: "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not \(value)"))
        }
        parsed.values[name] = value
    }
    return .success(parsed)
}

private func split(_ argument: String) -> (String, String?) {
    guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
}

/// `; did you mean --output?` for a near miss (a prefix, or one character off).
private func suggestion(for name: String, in spec: CommandSpec) -> String {
    let near = spec.options.map(\.name).first { candidate in
        candidate.hasPrefix(name) || name.hasPrefix(candidate) || editDistance(candidate, name) <= 2
    }
    return near.map { "; did you mean \($0)?" } ?? ""
}

func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
        var current = [i + 1]
        for (j, y) in b.enumerated() { current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))) }
        previous = current
    }
    return previous[b.count]
}

/// `a, b or c`.
func listed(_ words: [String]) -> String {
    words.count <= 1 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
}
