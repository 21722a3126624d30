/// What a Needle-generated file (`NeedleGenerated.swift`) says about resolution: for every registered path,
/// which ancestor and which property Needle's generator chose for each requirement.
///
/// Read line by line from the shapes Needle's generator writes (v0.17 and later): provider classes with one
/// getter per requirement (`return appComponent.session`, `return x.pluginExtension.y`,
/// `return (x.nonCoreComponent as! Y).z`), factories that build them from ancestors
/// (`Provider(appComponent: parent2(component) as! AppComponent)`), and registrations
/// (`registerProviderFactory("^->Root->Feed", factory...)`). Lines in other shapes are counted, not guessed at.
public struct NeedleGeneratedFile: Sendable {
    /// One requirement as Needle resolves it on one path.
    struct Choice: Equatable, Sendable {
        /// Parents up from the component (1 = the parent).
        let hops: Int
        let ancestorType: String
        let property: String
        let route: Route
    }

    enum Route: Equatable, CustomStringConvertible, Sendable {
        /// A property of the ancestor itself.
        case member
        /// A requirement of the ancestor's plugin extension (`ancestor.pluginExtension.name`).
        case pluginExtension
        /// A property of the ancestor's non-core component (`(ancestor.nonCoreComponent as! T).name`).
        case nonCoreComponent(String)

        var description: String {
            switch self {
            case .member: "member"
            case .pluginExtension: "pluginExtension"
            case .nonCoreComponent(let type): "nonCoreComponent(\(type))"
            }
        }
    }

    /// A registered path: component names, root first, and the choice per requirement name (empty for
    /// `factoryEmptyDependencyProvider`); nil when the factory or its provider class could not be read.
    public struct RegisteredPath: Sendable {
        let components: [String]
        let choices: [String: Choice]?
    }

    public private(set) var paths: [RegisteredPath] = []
    /// Lines that looked like part of a provider, factory or registration but did not parse.
    public private(set) var unreadLines: [String] = []

    /// Reads `text`; `patterns` may be shared by the files one thread reads (compiling them took most of reading
    /// 10,000 small files).
    public init(text: String, patterns: NeedleFilePatterns = NeedleFilePatterns()) {
        var getters: [String: [String: Getter]] = [:]  // provider class -> requirement -> getter
        var factories: [String: Factory] = [:]
        var registrations: [(path: String, factory: String)] = []
        var currentClass: String?
        var pendingGetter: String?
        var pendingFactory: String?
        var pendingOldRegistration: String?
        var awaitingPath = false
        var superclasses: [String: String?] = [:]
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: " \t\r")
            if rawLine.hasPrefix("}") { currentClass = nil; pendingFactory = nil; continue }
            if let match = line.firstMatch(of: patterns.classHead) {
                currentClass = String(match.1)
                superclasses[String(match.1)] = match.2.map(String.init)
                continue
            }
            // Needle before 0.17: a provider subclass hands its base class the ancestors,
            // `super.init(feedComponent: component.parent.parent as! FeedComponent)`: read as a factory of the base.
            if let currentClass, line.hasPrefix("super.init("), let base = superclasses[currentClass] ?? nil {
                let call = base + "(" + line.dropFirst("super.init(".count)
                let expression = call.replacing(patterns.parentChain) { match in
                    "parent\(match.1.split(separator: ".").count)(component)"
                }
                if let parsed = Factory(expression: expression, patterns: patterns) { factories["old:" + currentClass] = parsed } else { unreadLines.append(line) }
                continue
            }
            // Needle up to 0.13: the provider keeps its ancestors itself, assigned in `init(component:)`,
            // `rootComponent = component.parent as! RootComponent`: read as a factory of the class.
            if let currentClass, let match = line.wholeMatch(of: patterns.ancestorAssignment) {
                let hops = match.2.split(separator: ".").count
                let existing = factories["old:" + currentClass]?.ancestors ?? [:]
                factories["old:" + currentClass] = Factory(
                    providerClass: currentClass, ancestors: existing.merging([String(match.1): (hops, String(match.3))]) { $1 })
                continue
            }
            if let match = line.firstMatch(of: patterns.factoryHead) {
                // The empty provider's factory is known by name; its body has no ancestors to read.
                pendingFactory = match.1 == "factoryEmptyDependencyProvider" ? nil : String(match.1)
                continue
            }
            if let match = line.firstMatch(of: patterns.registration) {
                registrations.append((String(match.1), String(match.2)))
                continue
            }
            // Needle before 0.17: `registerDependencyProviderFactory(for: "^->A->B") { component in`, then the
            // provider on the next line, built from `component` (its ancestors are read from its `super.init`).
            if let match = line.firstMatch(of: patterns.oldRegistration) {
                pendingOldRegistration = String(match.1)
                continue
            }
            // Reformatted (swiftformat): `.registerDependencyProviderFactory(` with `for: "..."` on the next line,
            // `) { component in` on its own, and the provider without `return`.
            if line.hasSuffix("registerDependencyProviderFactory(") {
                awaitingPath = true
                continue
            }
            if awaitingPath, let match = line.wholeMatch(of: patterns.reformattedPath) {
                (awaitingPath, pendingOldRegistration) = (false, String(match.1))
                continue
            }
            if pendingOldRegistration != nil, line.hasSuffix("component in") { continue }
            // A provider's, getter's or factory's one expression, with `return` or (reformatted) without.
            let expression = line.hasPrefix("return ") ? String(line.dropFirst("return ".count)) : line
            if let path = pendingOldRegistration, !line.isEmpty {
                pendingOldRegistration = nil
                if expression.hasPrefix("EmptyDependencyProvider(") {
                    registrations.append((path, "factoryEmptyDependencyProvider"))
                } else if let match = expression.firstMatch(of: patterns.oldProvider) {
                    registrations.append((path, "old:" + match.1))
                } else {
                    registrations.append((path, ""))
                    unreadLines.append(line)
                }
                continue
            }
            if let currentClass, let match = line.firstMatch(of: patterns.getterHead) {
                // The getter on one line: `var session: Session { return rootComponent.session }`.
                if let body = line.firstMatch(of: patterns.getterBody) {
                    if let getter = Getter(expression: String(body.1), patterns: patterns) {
                        getters[currentClass, default: [:]][String(match.1)] = getter
                    } else {
                        unreadLines.append(line)
                    }
                    continue
                }
                pendingGetter = String(match.1)
                continue
            }
            // Without `return`, only a line that parses is the expression (else the wait goes on).
            if let currentClass, let name = pendingGetter {
                let getter = Getter(expression: expression, patterns: patterns)
                if line.hasPrefix("return ") || getter != nil {
                    pendingGetter = nil
                    if let getter { getters[currentClass, default: [:]][name] = getter } else { unreadLines.append(line) }
                    continue
                }
            }
            if let factory = pendingFactory {
                let parsed = Factory(expression: expression, patterns: patterns)
                if line.hasPrefix("return ") || parsed != nil {
                    pendingFactory = nil
                    if let parsed { factories[factory] = parsed } else { unreadLines.append(line) }
                }
            }
        }
        for (path, factoryName) in registrations {
            let names = path.split(separator: "->").map(String.init).filter { $0 != "^" }
            guard factoryName != "factoryEmptyDependencyProvider" else {
                paths.append(RegisteredPath(components: names, choices: [:]))
                continue
            }
            guard let factory = factories[factoryName] else {
                paths.append(RegisteredPath(components: names, choices: nil))
                continue
            }
            var choices: [String: Choice] = [:]
            var complete = true
            for (requirement, getter) in getters[factory.providerClass] ?? [:] {
                guard let ancestor = factory.ancestors[getter.variable] else { complete = false; continue }
                choices[requirement] = Choice(
                    hops: ancestor.hops, ancestorType: ancestor.type, property: getter.property, route: getter.route)
            }
            paths.append(RegisteredPath(components: names, choices: complete ? choices : nil))
        }
    }

    /// `appComponent.session`, `x.pluginExtension.y`, `(x.nonCoreComponent as! T).z`.
    private struct Getter {
        let variable: String
        let property: String
        let route: Route

        init?(expression: String, patterns: NeedleFilePatterns) {
            if let match = expression.wholeMatch(of: patterns.nonCoreGetter) {
                (variable, route, property) = (String(match.1), .nonCoreComponent(String(match.2)), String(match.3))
            } else if let match = expression.wholeMatch(of: patterns.pluginGetter) {
                (variable, route, property) = (String(match.1), .pluginExtension, String(match.2))
            } else if let match = expression.wholeMatch(of: patterns.memberGetter) {
                (variable, route, property) = (String(match.1), .member, String(match.2))
            } else {
                return nil
            }
        }
    }

    /// `Provider(appComponent: parent1(component) as! AppComponent, ...)` or `Provider()`.
    private struct Factory {
        let providerClass: String
        let ancestors: [String: (hops: Int, type: String)]

        init(providerClass: String, ancestors: [String: (hops: Int, type: String)]) {
            self.providerClass = providerClass
            self.ancestors = ancestors
        }

        init?(expression: String, patterns: NeedleFilePatterns) {
            guard let call = expression.wholeMatch(of: patterns.providerCall) else { return nil }
            providerClass = String(call.1)
            var ancestors: [String: (hops: Int, type: String)] = [:]
            for argument in call.2.split(separator: ",") {
                let text = argument.trimmingCharacters(in: " ")
                guard let match = text.wholeMatch(of: patterns.ancestorArgument),
                    let hops = Int(match.2)
                else { return nil }
                ancestors[String(match.1)] = (hops, String(match.3))
            }
            self.ancestors = ancestors
        }
    }
}

extension Substring {
    /// Without the ASCII characters of `set` at either end (by bytes: reversing the characters twice took a tenth
    /// of comparing 10,000 units with their Needle files).
    func trimmingCharacters(in set: String) -> String {
        let trimmed = Set(set.utf8), bytes = utf8
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, trimmed.contains(bytes[start]) { start = bytes.index(after: start) }
        while end > start, trimmed.contains(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
