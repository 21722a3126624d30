import DIAnalysis
import DIResolver
import DITestSupport
import XCTest

/// Needle's pluginized components: a core component paired with a non-core component that provides its
/// plugin extension. The non-core component is the pluginized one's child; core descendants read the plugin
/// extension, descendants below a non-core component read non-core components' members.
final class PluginizedComponentTests: XCTestCase {
    private let shop = """
        //- Core/Root.swift
        final class RootComponent: BootstrapComponent {
            var clock: Clock { shared { Clock() } }
            var checkout: CheckoutComponent { CheckoutComponent(parent: self) }
        }
        //- Core/Kit.swift
        open class KitPluginizedComponent<D, P, N: NonCoreScope>: PluginizedComponent<D, P, N> {}
        //- Core/Checkout.swift
        protocol CheckoutPluginExtension: PluginExtension {
            var couponsBuilder: CouponsBuilder { get }
            var ledger: Ledger { get }
        }
        class CheckoutComponent: PluginizedComponent<EmptyDependency, CheckoutPluginExtension, CheckoutNonCoreComponent> {
            var payment: PaymentComponent { PaymentComponent(parent: self) }
        }
        //- Core/Payment.swift
        protocol PaymentDependency: Dependency {
            var ledger: Ledger { get }
            var clock: Clock { get }
        }
        protocol PaymentPluginExtension: PluginExtension { var couponsBuilder: CouponsBuilder { get } }
        class PaymentComponent: KitPluginizedComponent<PaymentDependency, PaymentPluginExtension, PaymentNonCoreComponent> {}
        //- Integrations/CheckoutNonCore.swift
        class CheckoutNonCoreComponent: NonCoreComponent<EmptyDependency> {
            var couponsBuilder: CouponsBuilder { CouponsComponent(parent: self) }
            var ledger: Ledger { shared { Ledger() } }
            var receiptPrinter: ReceiptPrinter { ReceiptPrinter() }
        }
        //- Integrations/PaymentNonCore.swift
        class PaymentNonCoreComponent: NonCoreComponent<EmptyDependency> {
            var couponsBuilder: CouponsBuilder { CouponsComponent(parent: self) }
        }
        //- Coupons/Coupons.swift
        protocol CouponsDependency: Dependency { var receiptPrinter: ReceiptPrinter { get } }
        class CouponsComponent: Component<CouponsDependency> {}
        """

    /// `ancestor (hops up).provider via route` for the only requirement or the named one, on a path of names.
    private func choice(_ analysis: Analysis, _ names: [String], requirement: String) -> String? {
        let graph = analysis.graph
        let ids = names.compactMap { graph.component(named: $0)?.id }
        guard ids.count == names.count, let bindings = analysis.resolution.bindings(onPath: ids),
            let requirements = graph.dependencyProtocol(of: graph[ids[ids.count - 1]])?.requirements,
            let index = requirements.firstIndex(where: { $0.name == requirement })
        else { return nil }
        guard case .provided(let provider) = bindings[index] else { return "\(bindings[index])" }
        let hops = ids.count - 1 - (ids.dropLast().lastIndex(of: provider.component) ?? 0)
        let route: String
        switch provider.route {
        case .member: route = "member"
        case .pluginExtension: route = "pluginExtension"
        case .nonCoreComponent(let id): route = "nonCoreComponent(\(graph[id].name))"
        }
        return "\(graph[ids[ids.count - 1 - hops]].name) (\(hops) up).\(provider.name) via \(route)"
    }

    func testTheNonCoreComponentIsAChildAndItsChildrenAreReachable() {
        let analysis = Fixture(shop).analysis()
        XCTAssertEqual(analysis.described, [])
        let checkout = analysis.graph.component(named: "CheckoutComponent")
        XCTAssertEqual(checkout?.pluginization.map { "\($0)".contains("CheckoutPluginExtension") }, true)
        XCTAssertEqual(analysis.graph.component(named: "CheckoutNonCoreComponent")?.isNonCore, true)
        let coupons = analysis.resolution.contexts(of: analysis.graph.component(named: "CouponsComponent")!.id)
        XCTAssertEqual(coupons.reduce(PathCount.zero) { $0 + $1.pathCount }, PathCount(2))
    }

    func testCoreDescendantsReadThePluginExtensionAndAncestorsAsUsual() {
        let analysis = Fixture(shop).analysis()
        let path = ["RootComponent", "CheckoutComponent", "PaymentComponent"]
        XCTAssertEqual(choice(analysis, path, requirement: "ledger"), "CheckoutComponent (1 up).ledger via pluginExtension")
        XCTAssertEqual(choice(analysis, path, requirement: "clock"), "RootComponent (2 up).clock via member")
    }

    func testDescendantsOfANonCoreComponentReadNonCoreMembers() {
        let analysis = Fixture(shop).analysis()
        XCTAssertEqual(
            choice(analysis, ["RootComponent", "CheckoutComponent", "CheckoutNonCoreComponent", "CouponsComponent"],
                requirement: "receiptPrinter"),
            "CheckoutNonCoreComponent (1 up).receiptPrinter via member")
        XCTAssertEqual(
            choice(analysis, ["RootComponent", "CheckoutComponent", "PaymentComponent", "PaymentNonCoreComponent", "CouponsComponent"],
                requirement: "receiptPrinter"),
            "CheckoutComponent (3 up).receiptPrinter via nonCoreComponent(CheckoutNonCoreComponent)")
    }

    func testACorePathDoesNotReadANonCoreComponentsMembers() {
        let fixture = Fixture(shop.replacingOccurrences(
            of: "    var clock: Clock { get }\n}", with: "    var clock: Clock { get }\n    var 1️⃣receiptPrinter: ReceiptPrinter { get }\n}"))
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.missingDependency], "\(analysis.described)")
        XCTAssertTrue(analysis.hasDiagnostic("missing-dependency", at: "1️⃣", of: fixture))
    }

    func testAMissingDependencyOfANonCoreOrPluginizedComponentIsReported() {
        let fixture = Fixture(shop
            .replacingOccurrences(
                of: "class PaymentNonCoreComponent: NonCoreComponent<EmptyDependency> {",
                with: "protocol PaymentNonCoreDependency: Dependency { var 1️⃣vault: Vault { get } }\n"
                    + "class PaymentNonCoreComponent: NonCoreComponent<PaymentNonCoreDependency> {")
            .replacingOccurrences(of: "    var ledger: Ledger { get }\n    var clock", with: "    var ledger: Ledger { get }\n    var 2️⃣till: Till { get }\n    var clock"))
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.missingDependency, .missingDependency], "\(analysis.described)")
        XCTAssertTrue(analysis.hasDiagnostic("missing-dependency", at: "1️⃣", of: fixture))
        XCTAssertTrue(analysis.hasDiagnostic("missing-dependency", at: "2️⃣", of: fixture))
    }

    func testANonCoreTypeThatIsNoNonCoreComponentIsReported() {
        let fixture = Fixture(shop.replacingOccurrences(
            of: "CheckoutPluginExtension, CheckoutNonCoreComponent> {", with: "CheckoutPluginExtension, 1️⃣CheckoutExtras> {"))
        let analysis = fixture.analysis()
        XCTAssertTrue(analysis.hasDiagnostic("unknown-non-core-component", at: "1️⃣", of: fixture), "\(analysis.described)")
        XCTAssertEqual(
            analysis.diagnostics(withCode: "unknown-non-core-component").first?.message,
            "CheckoutComponent's non-core component `CheckoutExtras` is not a NonCoreComponent class in this workspace")
    }

    func testAnUnknownPluginExtensionIsReported() {
        let fixture = Fixture(shop.replacingOccurrences(
            of: "<EmptyDependency, CheckoutPluginExtension,", with: "<EmptyDependency, 1️⃣CheckoutPlugins,"))
        let analysis = fixture.analysis()
        XCTAssertTrue(analysis.hasDiagnostic("unknown-plugin-extension", at: "1️⃣", of: fixture), "\(analysis.described)")
    }

    func testAPluginExtensionRequirementTheNonCoreComponentLacksIsReported() {
        let fixture = Fixture(shop.replacingOccurrences(
            of: "protocol PaymentPluginExtension: PluginExtension { var couponsBuilder: CouponsBuilder { get } }",
            with: "protocol PaymentPluginExtension: PluginExtension {\n    var couponsBuilder: CouponsBuilder { get }\n    var 1️⃣refunds: Refunds { get }\n}"))
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.unprovidedPluginExtension], "\(analysis.described)")
        XCTAssertTrue(analysis.hasDiagnostic("unprovided-plugin-extension", at: "1️⃣", of: fixture))
        XCTAssertEqual(
            analysis.diagnostics.first?.message,
            "PaymentComponent's plugin extension PaymentPluginExtension needs `refunds: Refunds`, "
                + "but its non-core component PaymentNonCoreComponent does not provide it")
    }

    func testAPropertyGoingRoundThroughThePluginExtensionIsACycle() {
        let fixture = Fixture("""
            //- Loop.swift
            final class RootComponent: BootstrapComponent {
                var 1️⃣game: GameComponent { GameComponent(parent: self) }
            }
            protocol GamePluginExtension: PluginExtension { var score: Score { get } }
            class 2️⃣GameComponent: PluginizedComponent<EmptyDependency, GamePluginExtension, GameNonCoreComponent> {
                var score: Score { pluginExtension.score }
            }
            protocol GameNonCoreDependency: Dependency { var score: Score { get } }
            class GameNonCoreComponent: NonCoreComponent<GameNonCoreDependency> {
                var score: Score { dependency.score }
            }
            """)
        let analysis = fixture.analysis()
        XCTAssertTrue(analysis.hasDiagnostic("plugin-extension-cycle", at: "2️⃣", of: fixture), "\(analysis.described)")
        XCTAssertEqual(
            analysis.diagnostics(withCode: "plugin-extension-cycle").first?.message,
            "GameComponent provides `score: Score` to its non-core component GameNonCoreComponent, which requires it "
                + "and provides it back through plugin extension GamePluginExtension: a loop")
    }
}

/// A loop of components in a workspace that also has pluginized components: the walk keeps every provider
/// entry there, and it once kept each loop round's repeats, so no two arrivals were alike and it never ended.
final class PluginizedWorkspaceLoopTests: XCTestCase {
    func testALoopEndsAndResolvesAsWithoutPluginizedComponents() {
        let loop = """
            //- Loop.swift
            final class RootComponent: BootstrapComponent {
                var label: String { "root" }
                var a: AComponent { AComponent(parent: self) }
            }
            protocol ADependency: Dependency { var label: String { get } }
            final class AComponent: Component<ADependency> {
                var b: BComponent { BComponent(parent: self) }
                var leaf: LeafComponent { LeafComponent(parent: self) }
            }
            final class BComponent: Component<EmptyDependency> {
                var label: String { "B" }
                var a: AComponent { AComponent(parent: self) }
            }
            protocol LeafDependency: Dependency { var label: String { get } }
            final class LeafComponent: Component<LeafDependency> {}
            """
        let plugin = """
            //- Plugin.swift
            final class OtherRootComponent: BootstrapComponent {
                var lobby: LobbyComponent { LobbyComponent(parent: self) }
            }
            protocol LobbyPluginExtension: PluginExtension {}
            final class LobbyComponent: PluginizedComponent<EmptyDependency, LobbyPluginExtension, LobbyNonCoreComponent> {}
            final class LobbyNonCoreComponent: NonCoreComponent<EmptyDependency> {}
            """
        let alone = Fixture(loop).analysis()
        let together = Fixture(loop + "\n" + plugin).analysis()
        XCTAssertTrue(together.graph.hasPluginizedComponents)
        let leaf = together.graph.component(named: "LeafComponent")!.id
        // Two distinct arrivals at the leaf: the label from the root, or from B (however many rounds).
        XCTAssertEqual(together.resolution.contexts(of: leaf).count, 2)
        XCTAssertEqual(together.resolution.contexts(of: leaf).count, alone.resolution.contexts(of: alone.graph.component(named: "LeafComponent")!.id).count)
        XCTAssertEqual(together.diagnostics.map(\.code.rawValue).sorted(), alone.diagnostics.map(\.code.rawValue).sorted())
    }
}
