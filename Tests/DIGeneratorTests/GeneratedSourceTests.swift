import DIAnalysis
@testable import DIGenerator
import DIIndex
import DIScanner
import DITestSupport
import XCTest

/// The generated text: deterministic, shared between equal resolutions, short functions, escaped names.
final class GeneratedSourceTests: XCTestCase {
    private let diamond = Fixture("""
        //- Root.swift
        import Foundation
        final class Root: BootstrapComponent {
            var session: Session { shared { Session() } }
            var a: A { A(parent: self) }
            var b: B { B(parent: self) }
        }
        //- Middle.swift
        final class A: Component<EmptyDependency> { var leaf: Leaf { Leaf(parent: self) } }
        final class B: Component<EmptyDependency> {
            var `default`: Config { Config() }
            var leaf: Leaf { Leaf(parent: self) }
        }
        //- Leaf.swift
        import Networking
        protocol LeafDependency: Dependency { var session: Session { get } }
        final class Leaf: Component<LeafDependency> {}
        """)

    private func generate(_ changes: [FileChange], registrationsPerFunction: Int = 64) -> String {
        let analysis = analyze(Snapshot(loading: changes))
        return generateProviderSource(
            for: analysis.resolution, options: GeneratorOptions(toolVersion: "test", registrationsPerFunction: registrationsPerFunction))
    }

    func testSameInputGivesSameBytesWhateverTheFileOrder() {
        let forward = generate(diamond.changes)
        XCTAssertEqual(forward, generate(diamond.changes.reversed()))
        XCTAssertEqual(forward, generate([diamond.changes[1], diamond.changes[2], diamond.changes[0]]))
    }

    func testAComponentResolvedAlikeOnEveryPathProvidesItsOwnDependency() {
        let source = generate(diamond.changes)
        // Its requirement is witnessed by a getter shared by every component that reads the root's session.
        XCTAssertTrue(source.contains("""
            fileprivate protocol DIOwnProvider: Scope {}
            extension DIOwnProvider {
                public var session: Session { withRoot(Root.self) { $0.session } }
            }
            """), source)
        XCTAssertTrue(source.contains("extension Leaf: LeafDependency, DIOwnProvider {}"), source)
        XCTAssertFalse(source.contains("private final class"), source)
        // States are numbered breadth first, children by name: 1 Root, 2 A, 3 B, 4 Leaf. Leaf resolves alike
        // under A and under B, so both lead to its one state.
        XCTAssertTrue(source.contains("    case 0:\n        to.child(Root.self, 1)\n"), source)
        XCTAssertTrue(source.contains("    case 1:\n        to.child(A.self, 2)\n        to.child(B.self, 3)\n"), source)
        XCTAssertTrue(source.contains("    case 2:\n        to.child(Leaf.self, 4)\n    case 3:\n        to.child(Leaf.self, 4)\n"), source)
        XCTAssertTrue(source.contains("    case 4:\n        provide.conform()\n"), source)
        XCTAssertTrue(source.contains("// 1 components, 4 states (5 paths), 1 providers."), source)
    }

    func testComponentsReadingTheSameMemberAlikeShareOneGetter() {
        let source = generate(Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {
                var session: Session { shared { Session() } }
                var a: A { A(parent: self) }
            }
            protocol ADependency: Dependency { var session: Session { get } }
            final class A: Component<ADependency> { var b: B { B(parent: self) } }
            protocol BDependency: Dependency { var session: Session { get } }
            final class B: Component<BDependency> {}
            """).changes)
        XCTAssertEqual(source.components(separatedBy: "public var session").count - 1, 1, source)
        XCTAssertFalse(source.contains("DIProvision_"), source)
        XCTAssertTrue(source.contains("extension A: ADependency, DIOwnProvider {}"), source)
        XCTAssertTrue(source.contains("extension B: BDependency, DIOwnProvider {}"), source)
    }

    /// A name read in two ways: the way most components read it is `DIOwnProvider`'s getter; the other gets a
    /// protocol refining `DIOwnProvider` (whose getter Swift prefers, as the more specialised), conformed to only
    /// by the components that read it that way. `GeneratedAppTests` runs such code (NewsApp's `DetailComponent`).
    func testALessCommonWayOfReadingANameGetsItsOwnProtocol() {
        let source = generate(Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {
                var a: A { A(parent: self) }
            }
            protocol EmptyOwnDependency: Dependency {}
            final class A: Component<EmptyOwnDependency> {
                var store: Store { shared { Store() } }
                var b: B { B(parent: self) }
                var c: C { C(parent: self) }
            }
            protocol BDependency: Dependency { var store: Store { get } }
            final class B: Component<BDependency> { var d: D { D(parent: self) } }
            protocol CDependency: Dependency { var store: Store { get } }
            final class C: Component<CDependency> {}
            protocol DDependency: Dependency { var store: Store { get } }
            final class D: Component<DDependency> {}
            """).changes)
        XCTAssertTrue(source.contains("""
            extension DIOwnProvider {
                public var store: Store { withAncestor(A.self, hops: 1) { $0.store } }
            }

            fileprivate protocol DIProvision_A_store_2Up: DIOwnProvider {}
            extension DIProvision_A_store_2Up {
                public var store: Store { withAncestor(A.self, hops: 2) { $0.store } }
            }
            """), source)
        XCTAssertTrue(source.contains("extension B: BDependency, DIOwnProvider {}"), source)
        XCTAssertTrue(source.contains("extension C: CDependency, DIOwnProvider {}"), source)
        XCTAssertTrue(source.contains("extension D: DDependency, DIOwnProvider, DIProvision_A_store_2Up {}"), source)
        // A component with nothing to read names no shared getters (there may be none to name).
        XCTAssertTrue(source.contains("extension A: EmptyOwnDependency {}"), source)
    }

    /// Three ways of reading `count`, each by one component: the tie goes to the first by ancestor name, whatever
    /// the order of the files; two ways that differ only in the written type (`Int`, `Swift.Int`) are numbered.
    func testATieForTheCommonGetterGoesToTheFirstAncestorAndSameNamedProtocolsAreNumbered() {
        let files = Fixture("""
            //- Root.swift
            final class Root: BootstrapComponent {
                var a: A { A(parent: self) }
                var b: B { B(parent: self) }
            }
            //- B.swift
            protocol EmptyBDependency: Dependency {}
            final class B: Component<EmptyBDependency> {
                var count: Int { 2 }
                var d: D { D(parent: self) }
                var e: E { E(parent: self) }
            }
            protocol DDependency: Dependency { var count: Int { get } }
            final class D: Component<DDependency> {}
            protocol EDependency: Dependency { var count: Swift.Int { get } }
            final class E: Component<EDependency> {}
            //- A.swift
            protocol EmptyADependency: Dependency {}
            final class A: Component<EmptyADependency> {
                var count: Int { 1 }
                var c: C { C(parent: self) }
            }
            protocol CDependency: Dependency { var count: Int { get } }
            final class C: Component<CDependency> {}
            """).changes
        let source = generate(files)
        XCTAssertEqual(source, generate(files.reversed()))
        XCTAssertTrue(source.contains("""
            extension DIOwnProvider {
                public var count: Int { withAncestor(A.self, hops: 1) { $0.count } }
            }
            """), source)
        XCTAssertTrue(source.contains("extension C: CDependency, DIOwnProvider {}"), source)
        XCTAssertTrue(source.contains("extension D: DDependency, DIOwnProvider, DIProvision_B_count_1Up {}"), source)
        XCTAssertTrue(source.contains("""
            extension DIProvision_B_count_1Up_2 {
                public var count: Swift.Int { withAncestor(B.self, hops: 1) { $0.count } }
            """), source)
        XCTAssertTrue(source.contains("extension E: EDependency, DIOwnProvider, DIProvision_B_count_1Up_2 {}"), source)
    }

    func testPathsThatResolveDifferentlyGetOneProviderClassEach() {
        let source = generate(Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {
                var session: Session { shared { Session() } }
                var a: A { A(parent: self) }
                var b: B { B(parent: self) }
            }
            final class A: Component<EmptyDependency> { var leaf: Leaf { Leaf(parent: self) } }
            final class B: Component<EmptyDependency> {
                var session: Session { Session() }
                var leaf: Leaf { Leaf(parent: self) }
            }
            protocol LeafDependency: Dependency { var session: Session { get } }
            final class Leaf: Component<LeafDependency> {}
            """).changes)
        XCTAssertTrue(source.contains("private final class LeafDependencyProvider0: DependencyProvider, LeafDependency {\n    public var session: Session { withRoot(Root.self) { $0.session } }"), source)
        XCTAssertTrue(source.contains("private final class LeafDependencyProvider1: DependencyProvider, LeafDependency {\n    public var session: Session { withAncestor(B.self, hops: 1) { $0.session } }"), source)
        XCTAssertTrue(source.contains("    case 2:\n        to.child(Leaf.self, 4)\n    case 3:\n        to.child(Leaf.self, 5)\n"), source)
        XCTAssertTrue(source.contains("    case 4:\n        provide.provide(Leaf.self) { LeafDependencyProvider0(parent: $0) }\n"), source)
        XCTAssertTrue(source.contains("    case 5:\n        provide.provide(Leaf.self) { LeafDependencyProvider1(parent: $0) }\n"), source)
        XCTAssertFalse(source.contains("extension Leaf"), source)
    }

    func testAComponentWithAMemberNamedLikeARequirementGetsAProviderClass() {
        let source = generate(Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {
                var session: Session { shared { Session() } }
                var leaf: Leaf { Leaf(parent: self) }
            }
            protocol LeafDependency: Dependency { var session: Session { get } }
            final class Leaf: Component<LeafDependency> {
                var session: Session { dependency.session }
            }
            """).changes)
        XCTAssertTrue(source.contains("private final class LeafDependencyProvider0: DependencyProvider, LeafDependency"), source)
        XCTAssertFalse(source.contains("extension Leaf"), source)
    }

    func testUntypedPropertiesAndMethodsNamedLikeARequirementAlsoNeedAProviderClass() {
        for member in ["let session = Session()", "func session() -> Session { Session() }"] {
            let source = generate(Fixture("""
                //- App.swift
                final class Root: BootstrapComponent {
                    var session: Session { shared { Session() } }
                    var leaf: Leaf { Leaf(parent: self) }
                }
                protocol LeafDependency: Dependency { var session: Session { get } }
                final class Leaf: Component<LeafDependency> {}
                //- Leaf+Extras.swift
                extension Leaf {
                    \(member)
                }
                """).changes)
            XCTAssertFalse(source.contains("extension Leaf"), member + "\n" + source)
        }
    }

    /// `di-gen` writes the source from the resolution `contextsMade` sees, while the problems are looked for:
    /// it must be the source of the finished resolution, with errors (a missing dependency, a loop) or without.
    func testSourceFromTheContextsAsSoonAsTheyAreMadeEqualsTheSourceOfTheFinishedResolution() {
        let loopAndMissing = Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {
                var session: Session { shared { Session() } }
                var a: A { A(parent: self) }
            }
            protocol ADependency: Dependency { var session: Session { get } }
            final class A: Component<ADependency> { var b: B { B(parent: self) } }
            protocol BDependency: Dependency { var session: Session { get }; var token: Token { get } }
            final class B: Component<BDependency> { var a: A { A(parent: self) } }
            """)
        for fixture in [diamond, loopAndMissing] {
            let options = GeneratorOptions(toolVersion: "test")
            var early: String?
            let analysis = analyze(Snapshot(loading: fixture.changes), contextsMade: { early = generateProviderSource(for: $0, options: options) })
            XCTAssertEqual(early, generateProviderSource(for: analysis.resolution, options: options))
            XCTAssertEqual(analysis.errorCount > 0, fixture.files.count == 1)
        }
    }

    /// With parts, the main file keeps the header, imports and registration, and each component's providers are
    /// in exactly one part, the one its file's name hashes to; the parts' getters are their own (`fileprivate`,
    /// named for the part), their provider classes internal (the main file's registration creates them). No
    /// parts: one file, as before.
    func testPartsHoldEachComponentsProvidersOnceAndTheMainFileRegistersThem() {
        let files = Fixture("""
            //- Root.swift
            final class Root: BootstrapComponent {
                var session: Session { shared { Session() } }
                var a: A { A(parent: self) }
                var b: B { B(parent: self) }
            }
            //- A.swift
            protocol ADependency: Dependency { var session: Session { get } }
            final class A: Component<ADependency> { var c: C { C(parent: self) } }
            //- B.swift
            protocol BDependency: Dependency { var session: Session { get } }
            final class B: Component<BDependency> { var c: C { C(parent: self) } }
            //- C.swift
            protocol CDependency: Dependency { var session: Session { get } }
            final class C: Component<CDependency> { var session: Session { Session() } }
            """).changes
        let resolution = analyze(Snapshot(loading: files)).resolution
        let single = generateProviderSources(for: resolution, options: GeneratorOptions(toolVersion: "test"))
        XCTAssertEqual(single, [generateProviderSource(for: resolution, options: GeneratorOptions(toolVersion: "test"))])
        let sources = generateProviderSources(for: resolution, options: GeneratorOptions(toolVersion: "test", parts: 3))
        XCTAssertEqual(sources.count, 4)
        XCTAssertEqual(sources, generateProviderSources(
            for: analyze(Snapshot(loading: files.reversed())).resolution, options: GeneratorOptions(toolVersion: "test", parts: 3)))
        let main = sources[0]
        XCTAssertTrue(main.contains(", in 3 parts.\n"), main)
        XCTAssertTrue(main.contains("public func registerProviderFactories()"), main)
        XCTAssertFalse(main.contains("extension A") || main.contains("DIOwnProvider"), main)
        for (index, part) in sources.dropFirst().enumerated() {
            XCTAssertTrue(part.hasPrefix(generatedFileMarker + " test."), part)
            XCTAssertTrue(part.contains("// Part \(index + 1) of 3: "), part)
            XCTAssertTrue(scan(part).isGenerated, "the analysis must skip parts too")
            XCTAssertFalse(part.contains("registerProviderFactories"), part)
        }
        for component in ["A", "B", "C"] {
            XCTAssertEqual(sources.dropFirst().filter { $0.contains("/// \(component) ") }.count, 1, component)
            let part = partIndex(of: component + ".swift", parts: 3) + 1
            XCTAssertTrue(sources[part].contains("/// \(component) "), component)
            if component != "C" {
                XCTAssertTrue(sources[part].contains("extension \(component): \(component)Dependency, DIOwnProvider_part\(part) {}"), sources[part])
                XCTAssertTrue(sources[part].contains("fileprivate protocol DIOwnProvider_part\(part): Scope {}"), sources[part])
            }
        }
        // C declares a member named like its requirement: a provider class, internal; its example path is the
        // first by name (through A), whatever the order of the files.
        XCTAssertTrue(sources.joined().contains("/// C in 1 state(s) (2 path(s)), e.g. Root -> A -> C."), sources.joined())
        XCTAssertTrue(sources.joined().contains("\nfinal class CDependencyProvider0: DependencyProvider, CDependency {"), sources.joined())
        XCTAssertTrue(main.contains("{ CDependencyProvider0(parent: $0) }"), main)
        XCTAssertFalse(sources.joined().contains("private final class"), sources.joined())
    }

    func testGeneratingAgainBesideThePreviousOutputGivesTheSameBytes() {
        let first = generate(diamond.changes)
        // The previous output declares `extension Leaf` members; they must not count as the component's own.
        let second = generate(diamond.changes + [.set("GeneratedProviders.swift", text: first)])
        XCTAssertEqual(first, second)
        XCTAssertTrue(second.contains("extension Leaf: LeafDependency"), second)
    }

    /// The file imports what its requirement types' files import (Networking, beside `LeafDependency`), not what
    /// every component's file does (Foundation, beside `Root`).
    func testHeaderMarksTheFileAndImportsFollowTheRequirementTypesFiles() {
        let source = generate(diamond.changes)
        XCTAssertTrue(source.hasPrefix(generatedFileMarker + " test."))
        XCTAssertTrue(source.contains("@_spi(DIGenerated) import DIRuntime\nimport Networking\n\n"), source)
        XCTAssertTrue(scan(source).isGenerated, "the scanner must recognise and skip generated files")
    }

    func testRegistrationIsSplitIntoShortFunctions() {
        var source = "//- App.swift\nfinal class Root: BootstrapComponent {\n    var value: Value { Value() }\n"
        for index in 0..<10 { source += "    var c\(index): C\(index) { C\(index)(parent: self) }\n" }
        source += "}\n"
        for index in 0..<10 {
            source += "protocol C\(index)Dependency: Dependency { var value: Value { get } }\n"
            source += "final class C\(index): Component<C\(index)Dependency> {}\n"
        }
        let generated = generate(Fixture(source).changes, registrationsPerFunction: 4)
        // 11 states and the origin (0...11), 4 per function: providers of states 2...11 in chunks 0, 1 and 2.
        XCTAssertTrue(generated.contains("GeneratedStates(count: 12, transitions: diTransitions, providers: diProviders)"), generated)
        XCTAssertTrue(generated.contains("    case 2: diProviders2(state, provide)\n    default: break"), generated)
        XCTAssertFalse(generated.contains("diProviders3"), generated)
        XCTAssertFalse(generated.contains("diTransitions1"), generated)
    }

    func testKeywordNamesAreEscaped() {
        let source = generate(Fixture("""
            //- App.swift
            final class Root: BootstrapComponent {
                var `default`: Config { Config() }
                var leaf: Leaf { Leaf(parent: self) }
            }
            protocol LeafDependency: Dependency { var `default`: Config { get } }
            final class Leaf: Component<LeafDependency> {}
            """).changes)
        XCTAssertTrue(source.contains("var `default`: Config { withRoot(Root.self) { $0.`default` } }"), source)
    }

    // MARK: - Pluginized components

    private let pluginized = Fixture("""
        //- Root.swift
        final class Root: BootstrapComponent {
            var game: Game { Game(parent: self) }
        }
        //- Game.swift
        protocol GamePluginExtension: PluginExtension { var board: Board { get } }
        final class Game: PluginizedComponent<EmptyDependency, GamePluginExtension, GameNonCore> {
            var hud: HUD { HUD(parent: self) }
        }
        final class GameNonCore: NonCoreComponent<EmptyDependency> {
            var board: Board { shared { Board() } }
            var stats: Stats { Stats(parent: self) }
        }
        //- Leaves.swift
        protocol BoardDependency: Dependency { var board: Board { get } }
        final class HUD: Component<BoardDependency> {}
        final class Stats: Component<BoardDependency> {}
        final class Replay: Component<BoardDependency> {}
        """)

    func testPluginizedAncestorsAreReadThroughTheirPluginExtensionOrNonCoreComponent() {
        let source = generate(pluginized.changes)
        // HUD is not below the non-core component: it reads the plugin extension of its parent.
        XCTAssertTrue(source.contains(
            "public var board: Board { withAncestor(Game.self, hops: 1) { $0.pluginExtension.board } }"), source)
        // Stats is created by the non-core component, which provides the board itself.
        XCTAssertTrue(source.contains(
            "public var board: Board { withAncestor(GameNonCore.self, hops: 1) { $0.board } }"), source)
        // The non-core component is the plugin extension: DIRuntime casts it once.
        XCTAssertTrue(source.contains("extension GameNonCore: GamePluginExtension {}"), source)
    }

    func testAComponentBelowTwoNonCoreComponentsReadsTheOuterOneThroughItsPluginizedComponent() {
        var changes = pluginized.changes
        changes.append(.set("Outer.swift", text: """
            final class Lobby: PluginizedComponent<EmptyDependency, LobbyPluginExtension, LobbyNonCore> {
                var game: Game { Game(parent: self) }
            }
            protocol LobbyPluginExtension: PluginExtension { var chat: Chat { get } }
            final class LobbyNonCore: NonCoreComponent<EmptyDependency> { var chat: Chat { Chat() } }
            protocol ChatDependency: Dependency { var chat: Chat { get } }
            final class Chat: Component<ChatDependency> {}
            extension GameNonCore { var chatView: ChatView { ChatView(parent: self) } }
            final class ChatView: Component<ChatDependency> {}
            """))
        changes[0] = .set("Root.swift", text: "final class Root: BootstrapComponent { var lobby: Lobby { Lobby(parent: self) } }")
        let source = generate(changes)
        XCTAssertTrue(source.contains(
            "public var chat: Chat { withAncestor(Lobby.self, hops: 3) { $0.typedNonCoreComponent.chat } }"), source)
    }

    func testANonCoreComponentThatAlreadyConformsToItsPluginExtensionIsLeftAlone() {
        var changes = pluginized.changes
        changes.append(.set("Conformance.swift", text: "extension GameNonCore: GamePluginExtension {}"))
        let source = generate(changes)
        XCTAssertFalse(source.contains("extension GameNonCore: GamePluginExtension"), source)
        XCTAssertFalse(source.contains("// MARK: - Plugin extensions"), source)
    }
}
