import DIIndex
import DIResolver
import DIScanner

/// A Swinject call under the cursor.
enum SwinjectCursor: Hashable {
    case resolution(SwinjectSite)
    case registration(SwinjectSite)
}

extension Analysis {
    /// The innermost resolution or registration whose call holds `offset` (`r.resolve(Feed.self)` anywhere from the
    /// receiver to the closing parenthesis; a registration by its callee or service type only, since its factory
    /// holds the resolutions).
    func swinjectCursor(in file: FileID, at offset: Int) -> SwinjectCursor? {
        guard swinject.isActive, let facts = snapshot.file(file)?.summary.swinject else { return nil }
        if let index = facts.resolutions.indices.filter({ facts.resolutions[$0].range.touches(offset) })
            .min(by: { facts.resolutions[$0].range.count < facts.resolutions[$1].range.count })
        {
            return .resolution(SwinjectSite(file: file, index: index))
        }
        if let index = facts.registrations.firstIndex(where: { $0.callee.touches(offset) || $0.service?.range.touches(offset) == true }) {
            return .registration(SwinjectSite(file: file, index: index))
        }
        return nil
    }

    /// Where a registration is shown: its service type (`Feed` of `register(Feed.self)`), else its callee.
    func location(ofRegistration site: SwinjectSite) -> SourceLocation? {
        guard let registration = swinject.registration(site) else { return nil }
        return SourceLocation(file: site.file, range: registration.service?.range ?? registration.callee)
    }

    func location(ofResolution site: SwinjectSite) -> SourceLocation? {
        swinject.resolution(site).map { SourceLocation(file: site.file, range: $0.callee) }
    }

    /// From a resolution, the registrations that serve it (or, passed the wrong arguments, those it was meant for);
    /// from a registration, itself.
    func swinjectDefinition(_ cursor: SwinjectCursor) -> [SourceLocation] {
        switch cursor {
        case .resolution(let site):
            if case .served(let registrations) = swinject.verdict(site) { return registrations.compactMap(location(ofRegistration:)) }
            for problem in swinject.problems {
                if case .argumentMismatch(site, _, let registrations) = problem { return registrations.compactMap(location(ofRegistration:)) }
            }
            return []
        case .registration(let site):
            return location(ofRegistration: site).map { [$0] } ?? []
        }
    }

    /// From a registration, every resolution it serves; from a resolution, the registrations that serve it.
    func swinjectReferences(_ cursor: SwinjectCursor, includeDeclaration: Bool) -> [SourceLocation] {
        switch cursor {
        case .resolution:
            return swinjectDefinition(cursor)
        case .registration(let site):
            let declaration = includeDeclaration ? [location(ofRegistration: site)].compactMap { $0 } : []
            return declaration + swinject.resolutions(servedBy: site).compactMap(location(ofResolution:))
        }
    }

    /// What a resolution resolves to, or why it is not checked; for a registration, what it registers and serves.
    func swinjectHover(_ cursor: SwinjectCursor) -> HoverInfo? {
        switch cursor {
        case .resolution(let site):
            guard let resolution = swinject.resolution(site), let verdict = swinject.verdict(site) else { return nil }
            let type = swinject.resolvedType(site).map { "`\($0.text)`" } ?? "a type known only at run time"
            var lines: [String]
            switch verdict {
            case .served(let registrations):
                lines = ["Swinject resolves \(type) with:"] + registrations.prefix(12).compactMap(describe(registration:))
            case .unchecked(.computedType) where resolution.parameter != nil:
                lines = ["Swinject: the type is the one `\(resolution.parameter!.typeName)`'s initializer takes here, which the analysis "
                    + "cannot read (a struct's memberwise `init`, `init`s that differ, an optional or generic parameter): not checked"]
            case .unchecked(.computedType):
                lines = ["Swinject: the type is computed at run time (a generic parameter or a variable): not checked"]
            case .unchecked(.computedName):
                lines = ["Swinject: \(type) is resolved or registered under a name computed at run time: not checked"]
            case .unchecked(.hiddenRegistrations):
                lines = ["Swinject: no visible registration of \(type), but some registrations are hidden from the analysis "
                    + "(a computed type, an assembly outside the workspace, a wrapper it cannot read): not checked"]
            case .problem:
                lines = ["Swinject: \(type) does not resolve (see the diagnostic)"]
            }
            return HoverInfo(range: SourceLocation(file: site.file, range: resolution.callee), lines: lines)
        case .registration(let site):
            guard let registration = swinject.registration(site), let line = describe(registration: site) else { return nil }
            let served = swinject.resolutions(servedBy: site).count
            return HoverInfo(
                range: SourceLocation(file: site.file, range: registration.callee),
                lines: [line, "serves \(served) resolution\(served == 1 ? "" : "s") of the workspace"])
        }
    }

    /// `register(Feed.self, name: "x")` in FeedAssembly.assemble (Feed.swift:12), scope `.container`, 1 argument.
    private func describe(registration site: SwinjectSite) -> String? {
        guard let registration = swinject.registration(site) else { return nil }
        let type = registration.service.map { "\($0.text).self" } ?? "…"
        let name = registration.name.literal.map { ", name: \"\($0)\"" } ?? ""
        let owner = [registration.owner, registration.function].compactMap { $0 }.joined(separator: ".")
        let place = snapshot.place(of: SourceLocation(file: site.file, range: registration.callee))
        var details = [registration.objectScope.map { "scope `\($0)`" }]
        if let count = registration.argumentCount, count > 0 { details.append("\(count) argument\(count == 1 ? "" : "s")") }
        let extra = details.compactMap { $0 }.joined(separator: ", ")
        return "`register(\(type)\(name))`" + (owner.isEmpty ? "" : " in \(owner)") + " (\(place))" + (extra.isEmpty ? "" : ", \(extra)")
    }
}
