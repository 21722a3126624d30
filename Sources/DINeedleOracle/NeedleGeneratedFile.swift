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

    public init(text: String) {
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
            if let match = line.firstMatch(of: #/^(?:@\w+\s+)*(?:private\s+|fileprivate\s+)?class\s+(\w+)\s*:\s*(?:@\w+\s+)?(\w+)?/#) {
                currentClass = String(match.1)
                superclasses[String(match.1)] = match.2.map(String.init)
                continue
            }
            // Needle before 0.17: a provider subclass hands its base class the ancestors,
            // `super.init(feedComponent: component.parent.parent as! FeedComponent)`: read as a factory of the base.
            if let currentClass, line.hasPrefix("super.init("), let base = superclasses[currentClass] ?? nil {
                let call = base + "(" + line.dropFirst("super.init(".count)
                let expression = call.replacing(#/component((?:\.parent)+)/#) { match in
                    "parent\(match.1.split(separator: ".").count)(component)"
                }
                if let parsed = Factory(expression: expression) { factories["old:" + currentClass] = parsed } else { unreadLines.append(line) }
                continue
            }
            // Needle up to 0.13: the provider keeps its ancestors itself, assigned in `init(component:)`,
            // `rootComponent = component.parent as! RootComponent`: read as a factory of the class.
            if let currentClass, let match = line.wholeMatch(of: #/(?:self\.)?(\w+)\s*=\s*component((?:\.parent)+)\s+as!\s+(\w+)/#) {
                let hops = match.2.split(separator: ".").count
                let existing = factories["old:" + currentClass]?.ancestors ?? [:]
                factories["old:" + currentClass] = Factory(
                    providerClass: currentClass, ancestors: existing.merging([String(match.1): (hops, String(match.3))]) { $1 })
                continue
            }
            if let match = line.firstMatch(of: #/^(?:@\w+\s+)*(?:private\s+|fileprivate\s+)?func\s+(factory\w+)\s*\(/#) {
                // The empty provider's factory is known by name; its body has no ancestors to read.
                pendingFactory = match.1 == "factoryEmptyDependencyProvider" ? nil : String(match.1)
                continue
            }
            if let match = line.firstMatch(of: #/registerProviderFactory\("([^"]+)",\s*(\w+)\)/#) {
                registrations.append((String(match.1), String(match.2)))
                continue
            }
            // Needle before 0.17: `registerDependencyProviderFactory(for: "^->A->B") { component in`, then the
            // provider on the next line, built from `component` (its ancestors are read from its `super.init`).
            if let match = line.firstMatch(of: #/registerDependencyProviderFactory\(\s*for:\s*"([^"]+)"\s*\)/#) {
                pendingOldRegistration = String(match.1)
                continue
            }
            // Reformatted (swiftformat): `.registerDependencyProviderFactory(` with `for: "..."` on the next line,
            // `) { component in` on its own, and the provider without `return`.
            if line.hasSuffix("registerDependencyProviderFactory(") {
                awaitingPath = true
                continue
            }
            if awaitingPath, let match = line.wholeMatch(of: #/for:\s*"([^"]+)"\s*(?:\)\s*\{\s*component\s+in)?/#) {
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
                } else if let match = expression.firstMatch(of: #/^(\w+)\(component:\s*component\)/#) {
                    registrations.append((path, "old:" + match.1))
                } else {
                    registrations.append((path, ""))
                    unreadLines.append(line)
                }
                continue
            }
            if let currentClass, let match = line.firstMatch(of: #/^(?:public\s+)?var\s+(\w+)\s*:/#) {
                // The getter on one line: `var session: Session { return rootComponent.session }`.
                if let body = line.firstMatch(of: #/\{\s*(?:return\s+)?(.+?)\s*\}$/#) {
                    if let getter = Getter(expression: String(body.1)) {
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
                let getter = Getter(expression: expression)
                if line.hasPrefix("return ") || getter != nil {
                    pendingGetter = nil
                    if let getter { getters[currentClass, default: [:]][name] = getter } else { unreadLines.append(line) }
                    continue
                }
            }
            if let factory = pendingFactory {
                let parsed = Factory(expression: expression)
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

        init?(expression: String) {
            if let match = expression.wholeMatch(of: #/\((\w+)\.nonCoreComponent\s+as!\s+(\w+)\)\.(\w+)/#) {
                (variable, route, property) = (String(match.1), .nonCoreComponent(String(match.2)), String(match.3))
            } else if let match = expression.wholeMatch(of: #/(\w+)\.pluginExtension\.(\w+)/#) {
                (variable, route, property) = (String(match.1), .pluginExtension, String(match.2))
            } else if let match = expression.wholeMatch(of: #/(\w+)\.(\w+)/#) {
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

        init?(expression: String) {
            guard let call = expression.wholeMatch(of: #/(\w+)\((.*)\)/#) else { return nil }
            providerClass = String(call.1)
            var ancestors: [String: (hops: Int, type: String)] = [:]
            for argument in call.2.split(separator: ",") {
                let text = argument.trimmingCharacters(in: " ")
                guard let match = text.wholeMatch(of: #/(\w+):\s*parent(\d+)\(component\)\s+as!\s+(\w+)/#),
                    let hops = Int(match.2)
                else { return nil }
                ancestors[String(match.1)] = (hops, String(match.3))
            }
            self.ancestors = ancestors
        }
    }
}

extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        let characters = Set(set)
        return String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
