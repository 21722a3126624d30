/// The facts one reader (the compiler or the scanner) states about one file, in a form both can fill.
///
/// Only what the brief asks the scanner to get right is here: type declarations (kind, name, line of the
/// name, inherited types, access level) and their `var`/`let` members (name, line, type text, access level).
struct FileFacts: Sendable, Equatable {
    /// Imported modules in source order without duplicates (`import struct A.B` imports `A`).
    var imports: [String] = []
    /// 1-based line of each import's first occurrence, parallel to `imports`; 0 where unknown (the scanner
    /// keeps no positions for imports).
    var importLines: [Int] = []
    var declarations: [DeclarationFact] = []
    var members: [MemberFact] = []
}

/// A class, struct, enum, protocol, actor or extension declared at file scope or inside another type.
struct DeclarationFact: Sendable, Hashable {
    /// The declaring keyword: `class`, `struct`, `enum`, `protocol`, `actor`, `extension`.
    var kind: String
    /// The declared name, or for an extension the extended type as written (normalised like type text).
    var name: String
    /// 1-based line of the name (of the extended type for an extension).
    var line: Int
    /// Inherited types as written, normalised by `TypeTextNormalizer`, in source order.
    var inheritedTypes: [String]
    /// The access level written as a modifier, `internal` when none is written.
    var accessLevel: String
    /// The enclosing type declaration (`struct Outer (line 3)`), nil at file scope.
    var parent: String?
}

/// A `var` or `let` declared directly in a type's body (possibly inside `#if` blocks).
struct MemberFact: Sendable, Hashable {
    /// Kind and name of the declaration whose body holds the member.
    var ownerKind: String
    var ownerName: String
    /// Line of the owner's name: tells apart two `extension Foo` blocks of one file.
    var ownerLine: Int
    var name: String
    /// 1-based line of the member's name.
    var line: Int
    /// The explicit type annotation normalised by `TypeTextNormalizer`, nil when none is written.
    var type: String?
    /// The access level written as a modifier (`private(set)` is a setter access and does not count).
    var accessLevel: String
    /// `let` or `var`, with `static` in front for type properties (`static let`; `class var` is static too).
    var binding: String
}
