import DIIndex
import DIResolver
import DIScanner

/// Words Swinject's problems, as `ProblemWording` does the components'.
struct SwinjectWording {
    let swinject: SwinjectAnalysis
    let snapshot: Snapshot

    func diagnostic(for problem: SwinjectProblem) -> Diagnostic? {
        switch problem {
        case .unregistered(let site, let otherNames):
            guard let resolution = swinject.resolution(site), let service = swinject.resolvedType(site) else { return nil }
            let names = otherNames.map { $0.map { "name \"\($0)\"" } ?? "no name" }
            // A type taken from the initializer parameter the result is passed to says so: nothing at the site names it.
            let origin = resolution.service == nil
                ? resolution.parameter.map { " (the type `\($0.typeName)`'s initializer takes as `\($0.labels[$0.position])`)" } ?? "" : ""
            let message = otherNames.isEmpty
                ? "nothing registers `\(service.text)`\(origin)\(named(resolution.name)): this resolve returns nil at run time"
                : "`\(service.text)` is not registered\(named(resolution.name))\(unnamed(resolution.name)); "
                    + "its registrations have \(names.joined(separator: ", "))"

            return diagnostic(problem, at: site, range: resolution.callee, message: message, related: [])

        case .unreachable(let site, let registered):
            guard let resolution = swinject.resolution(site), let service = swinject.resolvedType(site) else { return nil }
            let factory = resolution.registration.flatMap { swinject.registration(SwinjectSite(file: site.file, index: $0))?.service }
            let from = resolution.origin == .factoryResolver ? factory.map { "`\($0.text)`'s factory" } ?? "this factory" : "`\(resolution.receiver)`"
            let message = "`\(service.text)`\(named(resolution.name)) is registered only in containers that \(from) cannot reach "
                + "(\(registered.prefix(4).compactMap(place).joined(separator: ", "))); a container sees its own registrations "
                + "and its ancestors', not its children's or siblings'"
            return diagnostic(
                problem, at: site, range: resolution.callee, message: message,
                related: registered.prefix(8).compactMap { related($0, "registered in another container") })

        case .argumentMismatch(let site, let passed, let registered):
            guard let resolution = swinject.resolution(site), let service = swinject.resolvedType(site) else { return nil }
            let taken = Set(registered.compactMap { swinject.registration($0)?.argumentCount }).sorted().map(String.init)
            let message = "`\(service.text)`\(named(resolution.name)) is resolved with \(count(passed, "argument")), but its "
                + "registration\(registered.count == 1 ? " takes" : "s take") \(taken.joined(separator: " or ")) "
                + "(\(registered.compactMap(place).joined(separator: ", ")))"
            return diagnostic(
                problem, at: site, range: resolution.callee, message: message,
                related: registered.compactMap { related($0, "registered here") })

        case .argumentTypeMismatch(let site, let passed, let registered):
            guard let resolution = swinject.resolution(site), let service = swinject.resolvedType(site) else { return nil }
            let written = registered.compactMap { swinject.registration($0).map { "(" + $0.argumentTypes.map(\.text).joined(separator: ", ") + ")" } }
            let given = "(" + passed.map { $0 ?? "_" }.joined(separator: ", ") + ")"
            let message = "`\(service.text)`\(named(resolution.name)) is resolved with arguments of types \(given), but its "
                + "registration\(registered.count == 1 ? " takes" : "s take") \(Set(written).sorted().joined(separator: " or ")) "
                + "(\(registered.compactMap(place).joined(separator: ", "))): Swinject finds a factory by its argument types"
            return diagnostic(
                problem, at: site, range: resolution.callee, message: message,
                related: registered.compactMap { related($0, "registered here") })

        case .cycle(let site, let loop):
            guard let resolution = swinject.resolution(site) else { return nil }
            let names = (loop.prefix(8) + loop.prefix(1)).compactMap { swinject.registration($0)?.service?.text }.map { "`\($0)`" }
            let shown = loop.count > 8 ? names.dropLast().joined(separator: " -> ") + " -> … (\(loop.count - 8) more)" : names.joined(separator: " -> ")
            let message = "initializer injection loops: \(shown); resolving any of them never ends (use `.initCompleted` for one side)"
            return diagnostic(
                problem, at: site, range: resolution.callee, message: message, related: loop.prefix(8).compactMap { related($0, "in the loop") })

        case .replacedRegistration(let site, let original):
            guard let registration = swinject.registration(site), let service = registration.service else { return nil }
            let replaced = swinject.registration(original)
            let message: String
            if case .assembly(let later)? = registration.target, case .assembly(let earlier)? = replaced?.target, later != earlier {
                message = "`\(service.text)`\(named(registration.name)) is registered again in the same container: \(later) comes "
                    + "after \(earlier) in the assembler's list, so it replaces the registration at \(place(original) ?? "?")"
            } else {
                message = "`\(service.text)`\(named(registration.name)) is registered again on `\(registration.receiver)`; "
                    + "this replaces the registration at \(place(original) ?? "?")"
            }
            return diagnostic(problem, at: site, range: registration.callee, message: message, related: [related(original, "replaced registration")].compactMap { $0 })

        case .unregisteredInitializerParameter(let site, let label, let type):
            guard let registration = swinject.registration(site), let initializer = registration.initializer else { return nil }
            let parameter = label == "_" ? "its parameter of type `\(type.text)`" : "`\(label): \(type.text)`"
            let message = "`\(initializer.typeName).init` needs \(parameter), which autoregistration resolves without a name, "
                + "and nothing registers `\(type.text)`"
            return diagnostic(problem, at: site, range: initializer.range, message: message, related: [])

        case .unusedRegistration(let site):
            guard let registration = swinject.registration(site), let service = registration.service else { return nil }
            return diagnostic(
                problem, at: site, range: registration.callee,
                message: "no resolution in the workspace asks for `\(service.text)`\(named(registration.name))", related: [])
        }
    }

    private func diagnostic(_ problem: SwinjectProblem, at site: SwinjectSite, range: ByteRange, message: String, related: [RelatedLocation]) -> Diagnostic {
        Diagnostic(
            code: problem.diagnosticCode, severity: problem.diagnosticCode.defaultSeverity,
            location: SourceLocation(file: site.file, range: range), message: message, related: related)
    }

    private func named(_ name: SwinjectName) -> String {
        if case .literal(let text) = name { return " named \"\(text)\"" }
        return ""
    }

    private func unnamed(_ name: SwinjectName) -> String { name == .none ? " without a name" : "" }

    private func place(_ site: SwinjectSite) -> String? {
        swinject.registration(site).map { snapshot.place(of: SourceLocation(file: site.file, range: $0.callee)) }
    }

    private func related(_ site: SwinjectSite, _ message: String) -> RelatedLocation? {
        guard let registration = swinject.registration(site) else { return nil }
        return RelatedLocation(location: SourceLocation(file: site.file, range: registration.callee), message: message)
    }

    private func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }
}
