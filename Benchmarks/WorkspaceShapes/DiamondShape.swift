// A diamond: levels 1...L of two components, Left<i> and Right<i>; the root and every component of a level
// create both components of the next level, so level i is reached by 2^i paths and the workspace has
// 2^(L+1) - 1 of them. Every component reads the root's `session`, except that Right<L/3> provides its own:
// below it, the components on paths through it read that one (a shadowing provider seen on exactly those
// paths). With --break, Left<L> also needs `token`, which only Left<L/2> provides: it fails on exactly the
// branches that avoid Left<L/2>.
import Foundation

public func writeDiamond(levels: Int, options: ShapeOptions, to sources: URL, app runtimePath: String?, package: URL) throws {
    let breakOne = options.breakOne
    let shadowLevel = max(1, levels / 3), tokenLevel = max(1, levels / 2)
    func level(_ side: String, _ index: Int) -> String {
        var lines: [String] = []
        lines.append("protocol \(side)\(index)Dependency: Dependency {")
        lines.append("    var session: Session { get }")
        if breakOne && side == "Left" && index == levels { lines.append("    var token: Token { get }") }
        lines.append("}")
        lines.append("")
        lines.append("final class \(side)\(index): Component<\(side)\(index)Dependency>, Level {")
        if side == "Right" && index == shadowLevel { lines.append("    var session: Session { shared { Session(\"\(side)\(index)\") } }") }
        if side == "Left" && index == tokenLevel { lines.append("    var token: Token { shared { Token() } }") }
        lines.append("    var levelName: String { \"\(side)\(index)\" }")
        lines.append("    var observedSession: Session { dependency.session }")
        if index < levels {
            lines.append("    func next(left: Bool) -> Level? { left ? Left\(index + 1)(parent: self) : Right\(index + 1)(parent: self) }")
        } else {
            lines.append("    func next(left: Bool) -> Level? { nil }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
    var text = """
        import DIRuntime

        final class Session {
            let owner: String
            init(_ owner: String) { self.owner = owner }
        }

        final class Token {}

        /// What the runtime check walks: each level creates one of the next level's two components.
        protocol Level: AnyObject {
            var levelName: String { get }
            var observedSession: Session { get }
            func next(left: Bool) -> Level?
        }

        final class DiamondRoot: BootstrapComponent {
            var session: Session { shared { Session("root") } }
            func next(left: Bool) -> Level { left ? Left1(parent: self) : Right1(parent: self) }
        }


        """
    for index in 1...levels { text += level("Left", index) + "\n" + level("Right", index) + "\n" }
    try text.write(to: sources.appendingPathComponent("Diamond.swift"), atomically: false, encoding: .utf8)
    guard let runtimePath else { return }
    let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "DiamondApp",
            dependencies: [.package(path: "\(runtimePath)")],
            targets: [.executableTarget(name: "App", dependencies: [.product(name: "DIRuntime", package: "\(URL(fileURLWithPath: runtimePath).lastPathComponent)")])]
        )

        """
    try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: false, encoding: .utf8)
    let main = """
        // Walks 2,000 random paths from the root to level \(levels) and checks, at every component, that it reads
        // the nearest `session` on its own path: Right\(shadowLevel)'s below it, the root's elsewhere.
        registerProviderFactories()
        var generator = SystemRandomNumberGenerator()
        var checked = 0, throughShadow = 0
        for _ in 0..<2_000 {
            let root = DiamondRoot()
            var expected = root.session
            var current: Level? = root.next(left: Bool.random(using: &generator))
            while let component = current {
                guard component.observedSession === expected else {
                    fatalError("\\(component.levelName) read \\(component.observedSession.owner)'s session, expected \\(expected.owner)'s")
                }
                checked += 1
                if component.levelName == "Right\(shadowLevel)" {
                    expected = (component as! Right\(shadowLevel)).session
                    throughShadow += 1
                }
                current = component.next(left: Bool.random(using: &generator))
            }
        }
        print("checked \\(checked) components on 2,000 paths, \\(throughShadow) through Right\(shadowLevel)")

        """
    try main.write(to: sources.appendingPathComponent("main.swift"), atomically: false, encoding: .utf8)
}
