import DIAnalysis
import DIIndex
import DIResolver
import DIScanner
import DITestSupport
import XCTest

/// An updated Swinject analysis must equal a fresh one after any edit: seeded random line edits over a small Swinject
/// workspace (registrations, resolves typed in every way, containers and parents, `init`s that type resolves in
/// other files, aliases, associated types, wrappers, damage), compared site by site.
final class SwinjectIncrementalTests: XCTestCase {
    private static let workspace: [String: [String]] = [
        "Sources/App/Assembly.swift": [
            "import Swinject",
            "final class AppAssembly: Assembly {",
            "    func assemble(container: Container) {",
            "        container.register(Store.self) { _ in Store() }.inObjectScope(.container)",
            "        container.register(Feed.self) { r in Feed(store: r.resolve(), clock: r~>) }",
            "        container.register(Reader.self) { r in .init(feed: r.resolve(Feed.self)!) }",
            "        container.register(Player.self) { (r, track: String) in Player(track: track) }",
            "    }",
            "}",
        ],
        "Sources/App/Types.swift": [
            "final class Feed { init(store: Store, clock: Clock) {} }",
            "final class Reader { init(feed: Feed) {} }",
            "final class Clock {}",
        ],
        "Sources/App/App.swift": [
            "import Swinject",
            "let assembler = Assembler([AppAssembly()])",
            "func start(track: String) {",
            "    _ = assembler.resolver.resolve(Reader.self)",
            "    _ = assembler.resolver.resolve(Player.self, argument: track)",
            "    let child = Container(parent: assembler.resolver as? Container)",
            "    _ = child.resolve(Store.self)",
            "}",
        ],
        "Sources/App/Flow.swift": [
            "import Swinject",
            "final class Flow {",
            "    let container: Container",
            "    init(container parent: Container) {",
            "        container = Container(parent: parent)",
            "        container.register(Card.self) { _ in Card() }",
            "    }",
            "    func start() { _ = container.resolve(Store.self) }",
            "}",
            "func startFlow() { _ = Flow(container: assembler.resolver as! Container) }",
        ],
        "Sources/App/Extensions.swift": [
            "import Swinject",
            "extension Resolver {",
            "    func resolve<T>() -> T { resolve(T.self)! }",
            "}",
        ],
    ]

    /// Lines an edit may insert, each meaningful in a function, a type's body or at file scope.
    private static let insertions = [
        "        container.register(Clock.self) { _ in Clock() }", "        container.register(Bin.self, name: \"a\") { _ in Bin() }",
        "        container.register(Feed.self) { r in Feed(store: r~>, clock: r.resolve()) }",
        "        container.register(Shelf.self) { r in Shelf(bin: r.resolve()) }", "    _ = assembler.resolver.resolve(Bin.self)",
        "    _ = assembler.resolver.resolve(Bin.self, name: \"a\")", "    _ = child.resolve(Clock.self)",
        "final class Shelf { init(bin: Bin) {} }", "struct Shelf { init(bin: Bin?) {} }", "final class Shelf { init(bin: Store) {} }",
        "final class Feed { init(store: Store, clock: Bin) {} }", "final class Clock: Base {}", "class Base { init(bin: Bin) {} }",
        "typealias Bin = Store", "protocol Screen { associatedtype Bin }", "import Swinject", "import Resolver",
        "extension Container { func single<S>(_ t: S.Type) { register(t) { _ in fatalError() } } }",
        "    DI.container.single(Bin.self)", "    let other = Container()", "    let local = Container(parent: child)",
        "    _ = local.resolve(Store.self)", "    _ = Flow(container: child)", "    _ = Flow(container: other)", "    _ = child.resolve(Card.self)",
        "func h(app: AppHolder) { _ = Flow(container: app.container) }", "        let reader: Reader = .init(feed: container.resolve())",
        "    func assemble(container: Container) {", "}", "    #if DEBUG", "    #endif", "\"unterminated", "// a comment", "",
    ]

    func testUpdatedSwinjectAnalysesEqualFreshOnesUnderRandomEdits() {
        var sawProblems = 0
        for seed: UInt64 in [1, 2, 3, 4, 5] { sawProblems += checkRandomEdits(seed: seed) }
        XCTAssertGreaterThan(sawProblems, 100, "the edits should make and mend problems")
    }

    /// - Returns: the number of steps whose fresh analysis reported a Swinject problem.
    private func checkRandomEdits(seed: UInt64) -> Int {
        var generator = SplitMix64(seed: seed)
        var files = Self.workspace
        let paths = files.keys.sorted() + ["Sources/App/Shelf.swift"]
        var snapshot = Snapshot(loading: files.keys.sorted().map { .set($0, module: "App", text: files[$0]!.joined(separator: "\n")) })
        var analysis = analyze(snapshot)
        var stepsWithProblems = 0
        for step in 0..<200 {
            let path = paths[Int(generator.next() % UInt64(paths.count))]
            var lines = files[path] ?? []
            let index = Int(generator.next() % UInt64(lines.count + 1))
            let insertion = Self.insertions[Int(generator.next() % UInt64(Self.insertions.count))]
            switch generator.next() % 4 {
            case 0 where !lines.isEmpty: lines.remove(at: min(index, lines.count - 1))
            case 1 where !lines.isEmpty: lines[min(index, lines.count - 1)] = insertion
            default: lines.insert(insertion, at: index)
            }
            if generator.next() % 20 == 0 { lines = Self.workspace[path] ?? [] }  // now and then, repair a file
            files[path] = lines
            let changed = snapshot.apply([.set(path, module: "App", text: lines.joined(separator: "\n"))])
            let fresh = analyze(snapshot)
            let updated = analysis.updated(to: snapshot, changedFiles: changed)
            let context = "seed \(seed) step \(step): \(path)\n" + lines.joined(separator: "\n")
            XCTAssertEqual(updated.described, fresh.described, context)
            XCTAssertEqual(sites(of: updated), sites(of: fresh), context)
            guard updated.described == fresh.described else { return stepsWithProblems }
            if fresh.swinject.checkedResolutionCount > 0, !fresh.described.isEmpty { stepsWithProblems += 1 }
            analysis = updated
        }
        return stepsWithProblems
    }

    /// Every resolution's verdict, whether it is checked and the type it asks for, and the summary's counts.
    private func sites(of analysis: Analysis) -> [String] {
        let swinject = analysis.swinject
        var lines = ["\(swinject.resolutionCount) \(swinject.checkedResolutionCount) \(swinject.registrationCount) \(swinject.containerCount)"]
        analysis.snapshot.forEachFile { file in
            for index in (file.summary.swinject?.resolutions ?? []).indices {
                let site = SwinjectSite(file: file.id, index: index)
                lines.append(
                    "\(file.path)#\(index) \(String(describing: swinject.verdict(site))) \(swinject.isChecked(site)) "
                        + (swinject.resolvedType(site)?.text ?? "?"))
            }
        }
        return lines.sorted()
    }
}
