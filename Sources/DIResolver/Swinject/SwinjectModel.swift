import DIIndex
import DIScanner

/// A registration or a resolution: its file and its index in that file's `SwinjectFacts` list.
public struct SwinjectSite: Hashable, Comparable, Sendable {
    public let file: FileID
    public let index: Int

    public init(file: FileID, index: Int) {
        self.file = file
        self.index = index
    }

    public static func < (lhs: SwinjectSite, rhs: SwinjectSite) -> Bool { (lhs.file, lhs.index) < (rhs.file, rhs.index) }
}

/// What became of one resolution.
public enum SwinjectVerdict: Hashable, Sendable {
    /// These registrations serve it (more than one when names are computed or the same key is registered in
    /// several places, as separate containers do).
    case served([SwinjectSite])
    /// Its type, name or arguments are computed at run time, or what registers might be hidden: never an error.
    case unchecked(SwinjectUncheckedReason)
    /// Checked, and wrong: see the problem at the same site.
    case problem
}

public enum SwinjectUncheckedReason: Hashable, Sendable {
    /// `resolve(type)`, `resolve(T.self)` with `T` generic, `let x: T = r~>`.
    case computedType
    /// `name: someVariable`.
    case computedName
    /// Nothing visible serves it, but some registration's type is computed (`register(type(of: x))`), an
    /// `Assembler` is given an assembly the workspace does not declare, or a file did not scan cleanly.
    case hiddenRegistrations
}

/// Something wrong with Swinject code, with the data a message needs; wording lives in DIAnalysis.
public enum SwinjectProblem: Hashable, Sendable {
    /// Nothing registers the resolved type under the resolved name. `otherNames` are the names the type is
    /// registered under (`nil` for the registration without a name), to say which one was perhaps meant.
    case unregistered(resolution: SwinjectSite, otherNames: [String?])
    /// The type and name are registered, but only in containers the resolution's container cannot reach (a child's,
    /// a sibling's): Swinject looks in the container and its ancestors only.
    case unreachable(resolution: SwinjectSite, registered: [SwinjectSite])
    /// The type and name are registered, but no registration's factory takes as many arguments as are passed.
    case argumentMismatch(resolution: SwinjectSite, passed: Int, registered: [SwinjectSite])
    /// The factories taking as many arguments take other types than the literals passed (`passed`: each argument's
    /// literal type, nil for one that is not a literal).
    case argumentTypeMismatch(resolution: SwinjectSite, passed: [String?], registered: [SwinjectSite])
    /// Initializer injection around a loop: the factory of each registration resolves the next one's service.
    case cycle(resolution: SwinjectSite, loop: [SwinjectSite])
    /// The same container registers the same service twice in one function: the later replaces the earlier.
    case replacedRegistration(duplicate: SwinjectSite, original: SwinjectSite)
    /// No resolution of the workspace asks for the registration's service (off unless configured).
    case unusedRegistration(SwinjectSite)
    /// `autoregister(T.self, initializer: X.init)`: the initializer's parameter `label: type` is resolved from the
    /// container, without a name, and nothing registers its type.
    case unregisteredInitializerParameter(registration: SwinjectSite, label: String, type: TypeText)

    public var diagnosticCode: DiagnosticCode {
        switch self {
        case .unregistered, .unreachable: .unregisteredService
        case .argumentMismatch, .argumentTypeMismatch: .mismatchedArguments
        case .cycle: .injectionCycle
        case .replacedRegistration: .replacedRegistration
        case .unusedRegistration: .unusedRegistration
        case .unregisteredInitializerParameter: .unregisteredService
        }
    }

    /// Where the problem is reported.
    public var site: SwinjectSite {
        switch self {
        case .unregistered(let resolution, _), .unreachable(let resolution, _), .argumentMismatch(let resolution, _, _),
            .argumentTypeMismatch(let resolution, _, _), .cycle(let resolution, _): resolution
        case .replacedRegistration(let duplicate, _): duplicate
        case .unusedRegistration(let registration), .unregisteredInitializerParameter(let registration, _, _): registration
        }
    }

    /// True when `site` is a registration (else a resolution).
    public var isReportedOnRegistration: Bool {
        switch self {
        case .replacedRegistration, .unusedRegistration, .unregisteredInitializerParameter: true
        default: false
        }
    }
}
