/// The words the scanner's parser acts on. Swift keywords are plain identifiers to the lexer; the parser
/// asks for a token's keyword only where a declaration may start, so expressions pay nothing for it.
enum Keyword: UInt8 {
    case `class`
    case `struct`
    case `enum`
    case `protocol`
    case `actor`
    case `extension`
    case `import`
    case `var`
    case `let`
    case `func`
    case `init`
    case `deinit`
    case `subscript`
    case `typealias`
    case `associatedtype`
    case `case`
    case `operator`
    case `precedencegroup`
    case `macro`
    case `public`
    case `private`
    case `fileprivate`
    case `internal`
    case `package`
    case `open`
    case `final`
    case `static`
    case `weak`
    case `unowned`
    case `lazy`
    case `override`
    case `required`
    case `convenience`
    case `nonisolated`
    case `dynamic`
    case `mutating`
    case `nonmutating`
    case `indirect`
    case `optional`
    case `prefix`
    case `postfix`
    case `infix`
    case `distributed`
    case `consuming`
    case `borrowing`
    case `__consuming`
    case `where`
    case `self`

    /// Declaration modifiers: the words that may precede a declaration keyword.
    var isModifier: Bool {
        switch self {
        case .`public`, .`private`, .`fileprivate`, .`internal`, .`package`, .`open`, .`final`, .`static`, .`weak`, .`unowned`, .`lazy`, .`override`, .`required`, .`convenience`, .`nonisolated`, .`dynamic`, .`mutating`, .`nonmutating`, .`indirect`, .`optional`, .`prefix`, .`postfix`, .`infix`, .`distributed`, .`consuming`, .`borrowing`, .`__consuming`:
            return true
        default:
            return false
        }
    }

    /// Keywords that declare a type.
    var declarationKind: DeclarationKind? {
        switch self {
        case .class: return .class
        case .struct: return .struct
        case .enum: return .enum
        case .protocol: return .protocol
        case .actor: return .actor
        case .extension: return .extension
        default: return nil
        }
    }

    /// Keywords that begin a declaration (modifiers included).
    var startsDeclaration: Bool {
        self != .where && self != .self
    }
}

extension Keyword {
    /// The keyword spelled by `length` bytes at `start`, if any.
    static func lookUp(_ base: UnsafePointer<UInt8>, start: Int, length: Int) -> Keyword? {
        @inline(__always) func equals(_ text: StaticString) -> Bool { bytesEqual(base, start: start, length: length, text) }
        guard length >= 3, length <= 15 else { return nil }
        switch base[start] {
        case UInt8(ascii: "_"):
            if equals("__consuming") { return .`__consuming` }
        case UInt8(ascii: "a"):
            if equals("actor") { return .`actor` }
            if equals("associatedtype") { return .`associatedtype` }
        case UInt8(ascii: "b"):
            if equals("borrowing") { return .`borrowing` }
        case UInt8(ascii: "c"):
            if equals("class") { return .`class` }
            if equals("case") { return .`case` }
            if equals("convenience") { return .`convenience` }
            if equals("consuming") { return .`consuming` }
        case UInt8(ascii: "d"):
            if equals("deinit") { return .`deinit` }
            if equals("dynamic") { return .`dynamic` }
            if equals("distributed") { return .`distributed` }
        case UInt8(ascii: "e"):
            if equals("enum") { return .`enum` }
            if equals("extension") { return .`extension` }
        case UInt8(ascii: "f"):
            if equals("func") { return .`func` }
            if equals("fileprivate") { return .`fileprivate` }
            if equals("final") { return .`final` }
        case UInt8(ascii: "i"):
            if equals("import") { return .`import` }
            if equals("init") { return .`init` }
            if equals("internal") { return .`internal` }
            if equals("indirect") { return .`indirect` }
            if equals("infix") { return .`infix` }
        case UInt8(ascii: "l"):
            if equals("let") { return .`let` }
            if equals("lazy") { return .`lazy` }
        case UInt8(ascii: "m"):
            if equals("macro") { return .`macro` }
            if equals("mutating") { return .`mutating` }
        case UInt8(ascii: "n"):
            if equals("nonisolated") { return .`nonisolated` }
            if equals("nonmutating") { return .`nonmutating` }
        case UInt8(ascii: "o"):
            if equals("operator") { return .`operator` }
            if equals("open") { return .`open` }
            if equals("override") { return .`override` }
            if equals("optional") { return .`optional` }
        case UInt8(ascii: "p"):
            if equals("protocol") { return .`protocol` }
            if equals("precedencegroup") { return .`precedencegroup` }
            if equals("public") { return .`public` }
            if equals("private") { return .`private` }
            if equals("package") { return .`package` }
            if equals("prefix") { return .`prefix` }
            if equals("postfix") { return .`postfix` }
        case UInt8(ascii: "r"):
            if equals("required") { return .`required` }
        case UInt8(ascii: "s"):
            if equals("struct") { return .`struct` }
            if equals("subscript") { return .`subscript` }
            if equals("static") { return .`static` }
            if equals("self") { return .`self` }
        case UInt8(ascii: "t"):
            if equals("typealias") { return .`typealias` }
        case UInt8(ascii: "u"):
            if equals("unowned") { return .`unowned` }
        case UInt8(ascii: "v"):
            if equals("var") { return .`var` }
        case UInt8(ascii: "w"):
            if equals("weak") { return .`weak` }
            if equals("where") { return .`where` }
        default:
            break
        }
        return nil
    }
}
