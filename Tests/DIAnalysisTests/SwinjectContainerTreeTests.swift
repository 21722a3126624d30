import DIAnalysis
import DIIndex
import DIResolver
import DIScanner
import DITestSupport
import XCTest

/// Containers told apart: a resolve reaches its container's registrations and its ancestors', and a factory's
/// resolver also its container's descendants'; whatever the code does not pin to one container reaches everything.
final class SwinjectContainerTreeTests: XCTestCase {
    private let flows = """
        //- Sources/App/App.swift
        import Swinject

        final class App {
            let root = Container()

            func start() {
                root.register(Clock.self) { _ in Clock() }
                let checkout = Container(parent: root) { c in
                    c.1️⃣register(Cart.self) { r in Cart(clock: r.resolve(Clock.self)!) }
                }
                let profile = Container(parent: root)
                profile.register(Avatar.self) { r in Avatar(cart: r.2️⃣resolve(Cart.self)!) }
                root.register(Receipt.self) { $0.resolve(Cart.self).map(Receipt.init)! }
                _ = checkout.3️⃣resolve(Cart.self)
                _ = checkout.resolve(Clock.self)
                _ = root.4️⃣resolve(Cart.self)
            }
        }
        """

    func testAParentAndASiblingDoNotSeeAChildsRegistrationButItsOwnResolvesAndTheParentsFactoriesDo() {
        let fixture = Fixture(flows)
        let analysis = fixture.analysis()
        let message = "`Cart` is registered only in containers that %@ cannot reach (App.swift:9); a container sees its own "
            + "registrations and its ancestors', not its children's or siblings'"
        XCTAssertEqual(analysis.described, [
            "Sources/App/App.swift:12:61 unregistered-service: " + String(format: message, "`Avatar`'s factory"),
            "Sources/App/App.swift:16:18 unregistered-service: " + String(format: message, "`root`"),
        ])
        XCTAssertTrue(analysis.hasDiagnostic("unregistered-service", at: "2️⃣", of: fixture))
        XCTAssertTrue(analysis.hasDiagnostic("unregistered-service", at: "4️⃣", of: fixture))
        XCTAssertEqual(analysis.swinject.containerCount, 3)
        // The child's resolve goes to the child's registration (its type); the error points there too (its `register`).
        let (file, offset) = fixture.location(of: "3️⃣", in: analysis.snapshot)!
        let (_, registration) = fixture.location(of: "1️⃣", in: analysis.snapshot)!
        XCTAssertEqual(analysis.definition(in: file, at: offset).map(\.range.start), [registration + "register(".utf8.count])
        XCTAssertEqual(analysis.diagnostics.first?.related.map(\.location.range.start), [registration])
    }

    /// Swinject hands a factory the container the resolve began on: from the factory's own container, a registration
    /// only in its child is nil (the differential test against Swinject found this), so such a resolve is served but
    /// not checked. A synchronized view is a child of its container, not any container.
    func testAFactoryResolvingOnlyAChildsRegistrationIsNotCheckedAndASynchronizedViewIsAChild() {
        let fixture = Fixture("""
            //- Sources/App/App.swift
            import Swinject

            func start() {
                let root = Container()
                let child = Container(parent: root)
                child.register(Cart.self) { _ in Cart() }
                root.register(Receipt.self) { r in Receipt(cart: r.1️⃣resolve(Cart.self)!) }
                root.register(Clock.self) { _ in Clock() }
                let other = Container()
                other.register(Bell.self) { _ in Bell() }
                let view = root.synchronize()
                _ = view.2️⃣resolve(Clock.self)
                _ = view.3️⃣resolve(Cart.self)
                _ = view.4️⃣resolve(Bell.self)
            }
            """)
        let analysis = fixture.analysis()
        func site(_ marker: String) -> SwinjectSite? {
            guard let (file, offset) = fixture.location(of: marker, in: analysis.snapshot),
                let index = analysis.snapshot.file(file)?.summary.swinject?.resolutions.firstIndex(where: { $0.callee.start == offset })
            else { return nil }
            return SwinjectSite(file: file, index: index)
        }
        let sites = ["1️⃣", "2️⃣", "3️⃣", "4️⃣"].map(site)
        XCTAssertEqual(sites.map { $0.flatMap { analysis.swinject.verdict($0).map { if case .served = $0 { "served" } else { "\($0)" } } } },
                       ["served", "served", "problem", "problem"])
        XCTAssertEqual(sites.map { $0.map(analysis.swinject.isChecked) }, [false, true, true, true])
        XCTAssertTrue(analysis.hasDiagnostic("unregistered-service", at: "3️⃣", of: fixture))
        XCTAssertTrue(analysis.hasDiagnostic("unregistered-service", at: "4️⃣", of: fixture))
    }

    func testTheNearestContainersOnEachBranchServeAResolve() {
        let fixture = Fixture("""
            //- Sources/App/App.swift
            import Swinject

            let root = Container()
            func start() {
                root.1️⃣register(Theme.self) { _ in Theme.light }
                let settings = Container(parent: root)
                settings.2️⃣register(Theme.self) { _ in Theme.dark }
                _ = root.3️⃣resolve(Theme.self)
                _ = settings.4️⃣resolve(Theme.self)
            }
            """)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.described, [])
        let snapshot = analysis.snapshot
        let (file, fromRoot) = fixture.location(of: "3️⃣", in: snapshot)!
        let (_, fromSettings) = fixture.location(of: "4️⃣", in: snapshot)!
        let (_, rootRegistration) = fixture.location(of: "1️⃣", in: snapshot)!
        let (_, settingsRegistration) = fixture.location(of: "2️⃣", in: snapshot)!
        let type = "register(".utf8.count
        XCTAssertEqual(analysis.definition(in: file, at: fromRoot).map(\.range.start), [rootRegistration + type])
        XCTAssertEqual(Set(analysis.definition(in: file, at: fromSettings).map(\.range.start)), [rootRegistration + type, settingsRegistration + type])
    }

    func testAssembliesRegisterIntoEveryContainerTheyAreAppliedTo() {
        let fixture = Fixture("""
            //- Sources/App/Assemblies.swift
            import Swinject
            struct CoreAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Network.self) { _ in Network() }
                    SharedAssembly().assemble(container: container)
                }
            }
            struct SharedAssembly: Assembly {
                func assemble(container: Container) { container.register(Logger.self) { _ in Logger() } }
            }
            struct ChatAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Chat.self) { r in Chat(network: r.resolve(Network.self)!, log: r.resolve(Logger.self)!) }
                }
            }
            //- Sources/App/App.swift
            import Swinject
            final class App {
                let core = Assembler([CoreAssembly()])
                let widget = Assembler([CoreAssembly()])
                func chat() {
                    let chat = Assembler([ChatAssembly()], parent: core)
                    _ = chat.resolver.resolve(Chat.self)
                    _ = widget.resolver.resolve(Logger.self)
                    _ = widget.resolver.1️⃣resolve(Chat.self)
                }
            }
            """)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.described.count, 1)
        XCTAssertTrue(analysis.hasDiagnostic("unregistered-service", at: "1️⃣", of: fixture))
        XCTAssertEqual(analysis.swinject.containerCount, 3)
    }

    func testWhatTheCodeDoesNotPinToOneContainerReachesEverything() {
        let analysis = Fixture("""
            //- Sources/App/App.swift
            import Swinject
            final class App {
                let root = Container()
                var swapped = Container()
                let graph = Container()
                func setUp(parent: Container) {
                    let child = Container(parent: parent)
                    child.register(Cart.self) { _ in Cart() }
                    register(into: root)
                    _ = root.resolve(Cart.self)
                    _ = root.resolve(Wallet.self)
                    swapped.register(Card.self) { _ in Card() }
                    _ = root.resolve(Card.self)
                    _ = swapped.resolve(Ticket.self)
                    do {
                        let root = graph
                        root.register(Ticket.self) { _ in Ticket() }
                    }
                    _ = graph.resolve(Ticket.self)
                    [root].forEach { root in root.register(Seat.self) { _ in Seat() } }
                    _ = graph.resolve(Seat.self)
                }
                func register(into container: Container) { container.register(Wallet.self) { _ in Wallet() } }
            }
            """).analysis()
        // `child`'s parent is a parameter: the child might be anyone's, so `root` is not its ancestor for sure, but
        // `Cart` is in a container made from a parameter; `Wallet`, `Card`, `Ticket` and `Seat` go through a parameter,
        // a `var`, a local holding another container, and a closure's parameter.
        XCTAssertEqual(analysis.described, [
            "Sources/App/App.swift:10:18 unregistered-service: `Cart` is registered only in containers that `root` cannot reach (App.swift:8); "
                + "a container sees its own registrations and its ancestors', not its children's or siblings'",
        ])
    }

    func testGrandparentsServeAndANameHoldingContainersOfTwoParentsReachesEverything() {
        let fixture = Fixture("""
            //- Sources/App/App.swift
            import Swinject
            enum App {
                static let a = Container()
                static let b = Container(parent: a)
                static let c = Container(parent: b)
                static let sibling = Container(parent: a)
                static func setUp() {
                    a.register(Clock.self) { _ in Clock() }
                    sibling.register(Radio.self) { _ in Radio() }
                    _ = c.resolve(Clock.self)
                    _ = c.1️⃣resolve(Radio.self)
                }
            }
            //- Sources/App/Flow.swift
            import Swinject
            final class Flow {
                let container: Container
                init() { container = Container(parent: App.b) }
                init(widget: Bool) { container = Container(parent: App.c) }
                func start() {
                    _ = container.resolve(Clock.self)
                    _ = container.resolve(Radio.self)
                }
            }
            """)
        let analysis = fixture.analysis()
        // `Flow.container` holds containers made with two parents: taken as having an unknown one, it reaches
        // everything (its `Radio` resolve is not checked); `c`'s chain is known.
        XCTAssertEqual(analysis.described.count, 1)
        XCTAssertTrue(analysis.hasDiagnostic("unregistered-service", at: "1️⃣", of: fixture))
    }

    func testALetPropertyGivenItsContainerInInitIsThatContainer() {
        let fixture = Fixture("""
            //- Sources/App/CheckoutCoordinator.swift
            import Swinject
            final class CheckoutCoordinator {
                private let container: Container
                private var spare: Container
                init() {
                    self.container = Container(parent: Root.container)
                    spare = Container(parent: Root.container)
                    container.register(Cart.self) { r in Cart(clock: r.resolve(Clock.self)!) }
                    spare.register(Wallet.self) { _ in Wallet() }
                }
            }
            //- Sources/App/Root.swift
            import Swinject
            enum Root {
                static let container = Container()
                static func setUp() {
                    container.register(Clock.self) { _ in Clock() }
                    _ = container.1️⃣resolve(Cart.self)
                    _ = container.resolve(Wallet.self)
                }
            }
            """)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.described.count, 1)
        XCTAssertTrue(analysis.hasDiagnostic("unregistered-service", at: "1️⃣", of: fixture))
    }

    /// The flow-coordinator pattern: each flow makes a child of the container its `init` is given. Following every
    /// call of that `init` tells the flows apart, so a sibling's registration serves nothing; a flow created with
    /// two parents, or from a file the pass does not read that reads a container property, has an unknown one.
    func testContainersHandedToAnInitializerAreChildrenOfWhatItsCallsPass() {
        let fixture = Fixture("""
            //- Sources/App/Flows.swift
            import Swinject
            final class PaymentFlow {
                let container: Container
                init(container parent: Container, title: String) {
                    container = Container(parent: parent)
                    container.register(Card.self) { _ in Card() }
                }
                func start() { _ = container.resolve(Card.self); _ = container.resolve(Clock.self) }
            }
            final class ProfileFlow {
                let container: Container
                init(container: Container) {
                    self.container = Container(parent: container)
                    self.container.register(Avatar.self) { _ in Avatar() }
                }
                func start() { _ = container.1️⃣resolve(Card.self) }
            }
            //- Sources/App/AppCoordinator.swift
            import Swinject
            final class AppCoordinator {
                let container = Container()
                func start() {
                    container.register(Clock.self) { _ in Clock() }
                    PaymentFlow(container: container, title: "Pay").start()
                    ProfileFlow(container: container).start()
                    _ = container.2️⃣resolve(Avatar.self)
                }
            }
            """)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.described.count, 2, analysis.described.joined(separator: "\n"))
        XCTAssertTrue(analysis.hasDiagnostic("unregistered-service", at: "1️⃣", of: fixture))
        XCTAssertTrue(analysis.hasDiagnostic("unregistered-service", at: "2️⃣", of: fixture))

        // A second creation with another parent, or one the pass cannot see, leaves the parent unknown.
        for extra in [
            "//- Sources/App/Other.swift\nimport Swinject\nlet other = Container()\nfunc f() { _ = ProfileFlow(container: other) }",
            "//- Sources/App/Scene.swift\nfunc g(app: AppCoordinator) { _ = ProfileFlow(container: app.container) }",
            "//- Sources/App/Made.swift\nimport Swinject\nfunc h() { _ = ProfileFlow(container: makeContainer()) }",
        ] {
            let widened = Fixture(fixture.source + "\n" + extra).analysis()
            XCTAssertFalse(widened.described.contains { $0.contains("Card") }, widened.described.joined(separator: "\n"))
        }
    }

    func testALetSomeInitGivesAContainerFromElsewhereIsAnyContainer() {
        check("""
            //- Sources/App/Flow.swift
            import Swinject
            final class Flow {
                let container: Container
                init(parent: Container) { container = Container(parent: parent) }
                init(shared: Container) { self.container = shared }
                func setUp() { container.register(Receipt.self) { _ in Receipt() } }
            }
            struct Session {
                let container: Container
                init() { container = Container() }
                func setUp() { container.register(Ticket.self) { _ in Ticket() } }
            }
            //- Sources/App/Session+Shared.swift
            extension Session { init(shared: Container) { self.container = shared } }
            //- Sources/App/App.swift
            import Swinject
            enum App {
                static let root = Container()
                static let other = Container()
                static func start() {
                    Flow(shared: root).setUp()
                    Session(shared: root).setUp()
                    _ = root.resolve(Receipt.self)
                    _ = root.resolve(Ticket.self)
                }
            }
            """)
    }

    func testContainersHandedToTheFilesOwnFunctions() {
        let fixture = Fixture("""
            //- Sources/App/AppSetup.swift
            import Swinject
            final class AppSetup {
                let root = Container()
                let child: Container
                init() {
                    child = Container(parent: root)
                    registerCore(in: root)
                    registerScreens(child)
                    [root].forEach(registerAnywhere)
                    registerTwice(root)
                }
                private func registerCore(in container: Container) { container.register(Clock.self) { _ in Clock() } }
                private func registerScreens(_ c: Container) {
                    c.register(Screen.self) { r in Screen(clock: r.resolve(Clock.self)!) }
                    check(c)
                }
                fileprivate func check(_ c: Container) { _ = c.resolve(Screen.self) }
                private func registerAnywhere(_ c: Container) { c.register(Radio.self) { _ in Radio() } }
                private func registerTwice(_ c: Container) { c.register(Clock.self, name: "utc") { _ in Clock() } }
                func registerTwice(_ c: Container, name: String) { c.register(Wallet.self) { _ in Wallet() } }
                func run() {
                    _ = root.1️⃣resolve(Screen.self)
                    _ = root.resolve(Radio.self)
                    _ = root.resolve(Wallet.self)
                    _ = child.resolve(Clock.self, name: "utc")
                }
            }
            """)
        let analysis = fixture.analysis()
        // `registerAnywhere` is passed as a value and `registerTwice` is overloaded: what they register reaches everything.
        XCTAssertEqual(analysis.described.count, 1)
        XCTAssertTrue(analysis.hasDiagnostic("unregistered-service", at: "1️⃣", of: fixture))
    }

    func testParentsWrittenInACircleReachEverything() {
        check("""
            //- Sources/App/App.swift
            import Swinject
            enum Loop {
                static let a = Container(parent: b)
                static let b = Container(parent: a)
                static let other = Container()
                static func setUp() {
                    other.register(Clock.self) { _ in Clock() }
                    _ = a.resolve(Clock.self)
                }
            }
            """)
    }

    func testANameBoundAnyOtherWayHidesTheProperty() {
        let fixture = Fixture("""
            //- Sources/App/App.swift
            import Swinject
            final class App {
                let container = Container()
                let child: Container
                init() {
                    child = Container(parent: container)
                    child.register(Cart.self) { _ in Cart() }
                }
                func loop() { for container in [child] { _ = container.resolve(Cart.self) } }
                func tuple() { let (container, count) = (child, 1); _ = container.resolve(Cart.self) }
                func second() { let count = 1, container = child; _ = container.resolve(Cart.self) }
                func pattern(_ pending: Container?) { if case let .some(container) = pending { _ = container.resolve(Cart.self) } }
                func capture() { run { [container = child] in _ = container.resolve(Cart.self) } }
                func nested(container: Container) {
                    func load() { _ = container.resolve(Cart.self) }
                    load()
                }
                func longHead() {
                    run { (container: Container, first: Int, second: Int, third: Int, fourth: Int, fifth: Int, sixth: Int, seventh: Int, eighth: Int, ninth: Int, tenth: Int, eleventh: Int) -> Void in
                        _ = container.resolve(Cart.self)
                    }
                }
                func control() { _ = container.1️⃣resolve(Cart.self) }
            }
            """)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.described.count, 1)
        XCTAssertTrue(analysis.hasDiagnostic("unregistered-service", at: "1️⃣", of: fixture))
    }

    func testPropertiesAndAssembliesTheCodeDoesNotPinAreAnyContainer() {
        check("""
            //- Sources/App/Flows.swift
            import Swinject
            enum Root {
                static let shared = Container()
                static let preview = Container()
                static func setUp() {
                    shared.register(Cart.self) { _ in Cart() }
                    preview.register(Sample.self) { _ in Sample() }
                }
            }
            extension Container { static let app = Container() }
            final class EarlyInit {
                init(container: Container) { self.container = container }
                let container: Container
                init(standalone: Bool) { container = Container() }
                func cart() { _ = container.resolve(Cart.self) }
            }
            final class StaticValue {
                let container: Container
                init() { container = Container.app }
                init(isolated: Bool) { container = Container() }
                func cart() { Container.app.register(Cart.self) { _ in Cart() }; _ = container.resolve(Cart.self) }
            }
            final class OneLine {
                let container: Container
                init() { container = Container(parent: Root.shared) }
                init(previewing: Bool) { container = Container(parent: Root.preview) }
                func sample() { _ = container.resolve(Sample.self) }
            }
            enum Onboarding { final class Coordinator { let container = Container() } }
            enum Settings {
                final class Coordinator {
                    var container: Container = Root.shared
                    func start() { _ = container.resolve(Cart.self) }
                }
            }
            //- Sources/App/Assemblies.swift
            import Swinject
            class BaseAssembly: Assembly {
                func assemble(container: Container) { container.register(Logger.self) { _ in Logger() } }
            }
            final class AppAssembly: BaseAssembly {
                override func assemble(container: Container) {
                    super.assemble(container: container)
                    container.register(Home.self) { r in Home(logger: r.resolve(Logger.self)!) }
                }
            }
            final class App {
                let app = Assembler([AppAssembly()])
                let widget = Assembler([BaseAssembly()])
                let root = Container()
                let other = Container()
                func start() { _ = app.resolver.resolve(Logger.self) }
                private func install(into c: Container) -> Bool {
                    c.register(Wallet.self) { _ in Wallet() }
                    return true
                }
                func wallet() {
                    _ = install(into: root)
                    if install(into: other) { _ = other.resolve(Wallet.self) }
                }
            }
            """)
    }

    func testASecondReviewsConstructsAreNeverErrors() {
        check("""
            //- Sources/App/App.swift
            import Swinject
            import SwinjectAutoregistration
            enum App {
                static let root = Container()
                static let account = Container()
            }
            final class Feature {
                let container = Container()
                func start() {
                    let container = Container(parent: container)
                    _ = container.resolve(Clock.self)
                }
                func setUp() { container.register(Clock.self) { _ in Clock() } }
            }
            extension Container {
                func registerShared<S>(_ type: S.Type, factory: @escaping (Resolver) -> S) { App.root.register(type) { _ in factory(App.account) } }
            }
            func wire() {
                App.account.register(Session.self) { _ in Session() }
                Container().registerShared(Feed.self) { r in Feed(session: r.resolve(Session.self)!) }
                App.root.register(Api.self) { _ in Api() }
                let container = Container()
                final class PreviewHost {
                    let container = Container(parent: App.root)
                    func load() { _ = container.resolve(Api.self) }
                }
                _ = container
            }
            enum Chat { final class Presenter {} }
            enum Feed { final class Presenter { init(repository: Repository) {} } }
            class Base { init(repo: Repo) {} }
            final class Profile: Base {}
            extension Profile { convenience init?(json: String) { nil } }
            func autowire(_ c: Container) {
                c.register(Repo.self) { _ in Repo() }
                c.autoregister(Chat.Presenter.self, initializer: Chat.Presenter.init)
                c.autoregister(Profile.self, initializer: Profile.init)
            }
            """)
    }

    func testReplacementsNeedOneModuleAndNamesDeclaredOnce() {
        check("""
            //- Sources/Feed/FeedAssembly.swift
            import Swinject
            public struct Router {}
            public struct FeedAssembly: Assembly {
                public func assemble(container: Container) { container.register(Router.self) { _ in Router() } }
            }
            //- Sources/Chat/ChatAssembly.swift
            import Swinject
            struct Router {}
            struct ChatAssembly: Assembly {
                func assemble(container: Container) { container.register(Router.self) { _ in Router() } }
            }
            //- Sources/Chat/App.swift
            import Swinject
            import Feed
            enum Inbox { struct ServicesAssembly: Assembly { func assemble(container: Container) { container.register(Logger.self) { _ in Logger() } } } }
            enum Outbox { struct ServicesAssembly: Assembly { func assemble(container: Container) { container.register(Logger.self) { _ in Logger() } } } }
            struct LoggingAssembly: Assembly { func assemble(container: Container) { container.register(Logger.self) { _ in Logger() } } }
            let assembler = Assembler([FeedAssembly(), ChatAssembly()])
            let inbox = Assembler([Inbox.ServicesAssembly(), LoggingAssembly()])
            """)
    }

    func testAnAssemblerGivenAContainerRegistersIntoIt() {
        check("""
            //- Sources/App/App.swift
            import Swinject
            struct FeedAssembly: Assembly {
                func assemble(container: Container) { container.register(Feed.self) { _ in Feed() } }
            }
            final class App {
                let container = Container()
                let other = Container()
                lazy var assembler = Assembler([FeedAssembly()], container: container)
                func start() { _ = container.resolve(Feed.self) }
            }
            """)
    }

    func testTestsWithALocalContainerEachAreTheirOwn() {
        check("""
            //- Tests/AppTests/FeedTests.swift
            import Swinject
            import XCTest
            final class FeedTests: XCTestCase {
                func testFeed() {
                    let container = Container()
                    container.register(Feed.self) { _ in Feed() }
                    XCTAssertNotNil(container.resolve(Feed.self))
                }
                func testStore() {
                    let container = Container()
                    container.register(Store.self) { _ in Store() }
                    XCTAssertNotNil(container.resolve(Store.self))
                }
            }
            """)
    }

    func testALaterAssemblyInOneListReplacesAnEarliersRegistration() {
        let fixture = Fixture("""
            //- Sources/App/Assemblies.swift
            import Swinject
            struct NetworkAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(APIClient.self) { _ in URLSessionClient() }
                    container.register(Logger.self, name: "net") { _ in Logger() }
                }
            }
            struct MockAssembly: Assembly {
                func assemble(container: Container) {
                    container.1️⃣register(APIClient.self) { _ in MockClient() }
                    container.register(Logger.self) { _ in Logger() }
                }
            }
            struct FeedAssembly: Assembly {
                func assemble(container: Container) { container.register(APIClient.self) { (_, base: String) in Client(base) } }
            }
            //- Sources/App/App.swift
            import Swinject
            let assembler = Assembler([NetworkAssembly(), FeedAssembly(), MockAssembly()])
            let widget = Assembler([NetworkAssembly()])
            """)
        let analysis = fixture.analysis()
        // Another name, and a factory taking an argument, are other keys: they replace nothing.
        XCTAssertEqual(analysis.described, [
            "Sources/App/Assemblies.swift:10:19 replaced-registration: `APIClient` is registered again in the same container: "
                + "MockAssembly comes after NetworkAssembly in the assembler's list, so it replaces the registration at Assemblies.swift:4",
        ])
        XCTAssertTrue(analysis.hasDiagnostic("replaced-registration", at: "1️⃣", of: fixture))
    }

    func testTheGraphShowsTheTreeAcrossFilesWithOneNodePerContainer() {
        let analysis = Fixture("""
            //- Sources/App/Root.swift
            import Swinject
            enum Root {
                static let shared = Container()
                static let assembler = Assembler([CoreAssembly()], container: shared)
            }
            //- Sources/App/Flows.swift
            import Swinject
            func checkout() { let container = Container(parent: Root.shared) }
            func profile() { let container = Container(parent: Root.assembler.resolver as? Container) }
            """).analysis()
        let rows = analysis.graphRows.filter { $0.name.hasPrefix("Container") || $0.name.hasPrefix("Assembler") }
        XCTAssertEqual(rows.map(\.name), ["Container Root.shared", "Container container (Flows.swift)", "Container container (Flows.swift) #2"])
        XCTAssertEqual(rows.map(\.children), [["Container container (Flows.swift)", "CoreAssembly"], [], []])
        XCTAssertEqual(rows.map(\.isRoot), [true, false, false])
    }

    func testEditsToContainersAndRegistrationsUpdateLikeAFreshAnalysis() {
        let fixture = Fixture(flows)
        var snapshot = fixture.snapshot
        let root = "import Swinject\nenum Root { static let shared = Container() }"
        let edits: [(path: String, text: String)] = [
            ("Sources/App/Extra.swift", "import Swinject\nfunc extra(app: App) { app.root.register(Cart.self) { _ in Cart() } }"),
            ("Sources/App/Extra.swift", "import Swinject\nextension App { func more() { root.register(Cart.self) { _ in Cart() } } }"),
            ("Sources/App/Root.swift", root),
            ("Sources/App/Extra.swift", "import Swinject\nfunc extra() { let c = Container(parent: Root.shared); c.register(Avatar.self) { _ in Avatar() } }"),
            ("Sources/App/Use.swift", "import Swinject\nfunc use() { _ = Root.shared.resolve(Avatar.self) }"),
            ("Sources/App/Root.swift", root + "\nlet other = Container()"),
            ("Sources/App/Extra.swift", ""),
            ("Sources/App/Root.swift", ""),
        ]
        let analysis = analyze(snapshot).updated(&snapshot, through: edits) { updated, fresh, path in
            XCTAssertEqual(updated.described, fresh.described, path)
            XCTAssertEqual(updated.swinject.containerCount, fresh.swinject.containerCount, path)
        }
        XCTAssertEqual(analysis.described.count, 2)
    }

    private func check(_ files: String, file: StaticString = #filePath, line: UInt = #line) {
        let analysis = Fixture(files).analysis(file: file, line: line)
        XCTAssertEqual(analysis.described, [], file: file, line: line)
    }
}
