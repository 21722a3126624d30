/// The adversarial shapes (deep type text, long protocol chains, unreachable components), at sizes drawn up to the limits the tools promise: each stresses one recursive or
/// superlinear path (type text, `?` runs, component chains, protocol inheritance, nesting, huge files, literals
/// and comments that never end).
enum AdversarialShape: String, CaseIterable, Sendable {
    case nestedParentheses, nestedGenerics, nestedArrays, nestedDictionaries, functionArrows, questionMarks
    case unreachableComponents, componentChain, protocolChain, nestedBraces, nestedConditions, hugeFile
    case unterminatedLiterals, invalidUTF8, longIdentifier

    /// The largest size generated: what the issue requires to stay fast.
    var maximumSize: Int {
        switch self {
        case .nestedParentheses, .nestedGenerics, .nestedArrays, .nestedDictionaries, .functionArrows: 1_000_000
        case .questionMarks, .unreachableComponents, .nestedBraces: 100_000
        case .componentChain, .protocolChain, .nestedConditions: 10_000
        case .hugeFile: 8 << 20
        case .unterminatedLiterals, .invalidUTF8: 200
        case .longIdentifier: 1_000_000
        }
    }

    /// The files of one input of this shape and `size`, as `(path, text)`.
    func files(size: Int, using random: inout SeededRandom) -> [(String, [UInt8])] {
        func typed(_ type: String) -> [(String, [UInt8])] { requirementOfType(type) }
        switch self {
        case .nestedParentheses: return typed(String(repeating: "(", count: size) + "A" + String(repeating: ")", count: size))
        case .nestedGenerics: return typed(String(repeating: "A<", count: size) + "A" + String(repeating: ">", count: size))
        case .nestedArrays: return typed(String(repeating: "[", count: size) + "A" + String(repeating: "]", count: size))
        case .nestedDictionaries: return typed(String(repeating: "[A: ", count: size) + "A" + String(repeating: "]", count: size))
        case .functionArrows: return typed(String(repeating: "(A) -> ", count: size) + "A")
        case .questionMarks: return typed("A" + String(repeating: "?", count: size))
        case .unreachableComponents:
            var text = "final class RootComponent: BootstrapComponent {}\n"
            for index in 0..<size { text += "final class Lost\(index)Component: Component<EmptyDependency> {}\n" }
            return [("Sources/App/Lost.swift", Array(text.utf8))]
        case .componentChain:
            var text = "final class RootComponent: BootstrapComponent {\n    var value: Int { 1 }\n    var next: Chain0Component { Chain0Component(parent: self) }\n}\n"
            text += "protocol ChainDependency: Dependency {\n    var value: Int { get }\n}\n"
            for index in 0..<size {
                let child = index + 1 < size ? "    var next: Chain\(index + 1)Component { Chain\(index + 1)Component(parent: self) }\n" : ""
                text += "final class Chain\(index)Component: Component<ChainDependency> {\n\(child)}\n"
            }
            return [("Sources/App/Chain.swift", Array(text.utf8))]
        case .protocolChain:
            var text = "final class RootComponent: BootstrapComponent {\n    var value0: Int { 0 }\n    var leaf: LeafComponent { LeafComponent(parent: self) }\n}\n"
            text += "protocol Level0Dependency: Dependency {\n    var value0: Int { get }\n}\n"
            for index in 1..<max(2, size) { text += "protocol Level\(index)Dependency: Level\(index - 1)Dependency {\n    var value\(index % 7): Int { get }\n}\n" }
            text += "final class LeafComponent: Component<Level\(max(1, size - 1))Dependency> {}\n"
            return [("Sources/App/Protocols.swift", Array(text.utf8))]
        case .nestedBraces:
            let body = String(repeating: "{", count: size) + String(repeating: "}", count: random.chance(0.5) ? size : size / 2)
            return [("Sources/App/Braces.swift", Array("final class RootComponent: BootstrapComponent {\n    func f() \(body)\n}\n".utf8))]
        case .nestedConditions:
            let text = String(repeating: "#if A\n", count: size) + "final class RootComponent: BootstrapComponent {}\n"
                + String(repeating: "#endif\n", count: random.chance(0.5) ? size : size / 2)
            return [("Sources/App/Conditions.swift", Array(text.utf8))]
        case .hugeFile:
            let unit = Array("final class Feed0Component: Component<EmptyDependency> {\n    var value: Int { 1 }\n}\n// padding padding padding\n".utf8)
            var bytes = Array("final class RootComponent: BootstrapComponent {}\n".utf8)
            while bytes.count < size { bytes += unit }
            return [("Sources/App/Huge.swift", bytes)]
        case .unterminatedLiterals:
            let openers = ["\"", "\"\"\"", "#\"", "##\"\"\"", "/*", "/* /* */", "#if A", "{", "(", "<", "`", "\\("]
            var text = sample
            for _ in 0..<max(1, size % 8) {
                let index = text.index(text.startIndex, offsetBy: Int.random(in: 0...text.count, using: &random))
                text.insert(contentsOf: openers.randomElement(using: &random)!, at: index)
            }
            return [("Sources/App/Unterminated.swift", Array(text.utf8))]
        case .invalidUTF8:
            var bytes = Array(sample.utf8)
            for _ in 0..<size {
                bytes.insert(UInt8.random(in: 0x80...0xFF, using: &random), at: Int.random(in: 0...bytes.count, using: &random))
            }
            return [("Sources/App/Invalid.swift", bytes)]
        case .longIdentifier:
            let name = String(repeating: "a", count: size)
            return [("Sources/App/Long.swift", Array("final class RootComponent: BootstrapComponent {\n    var \(name): \(name) { \(name)() }\n}\n".utf8))]
        }
    }

    /// A root that provides nothing, and a child that requires `value` of `type`: the type text is read as a
    /// requirement, a provider would read it too.
    private func requirementOfType(_ type: String) -> [(String, [UInt8])] {
        let text = """
            final class RootComponent: BootstrapComponent {
                var value: \(type) { fatalError() }
                var child: ChildComponent { ChildComponent(parent: self) }
            }
            protocol ChildDependency: Dependency {
                var value: \(type) { get }
            }
            final class ChildComponent: Component<ChildDependency> {}

            """
        return [("Sources/App/Types.swift", Array(text.utf8))]
    }

    private var sample: String {
        """
        final class RootComponent: BootstrapComponent {
            var session: Session { shared { Session() } }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        protocol FeedDependency: Dependency {
            var session: Session { get }
            var title: String? { get }
        }
        final class FeedComponent: Component<FeedDependency> {
            var title: String? { "Feed \\(1)" }
        }
        final class Session {}

        """
    }
}
