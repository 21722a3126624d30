import DIAnalysis
import DIIndex
import DIScanner
@testable import DIResolver
import DITestSupport
import XCTest

/// Swinject's front end: each diagnostic where and as it is reported, and every construct that must not be one.
final class SwinjectDiagnosticTests: XCTestCase {
    private let assembly = """
        //- Sources/App/ServiceAssembly.swift
        import Swinject

        final class ServiceAssembly: Assembly {
            func assemble(container: Container) {
                container.register(APIClient.self) { _ in APIClient() }.inObjectScope(.container)
                container.register(UserRepository.self) { r in
                    UserRepository(client: r.resolve(APIClient.self)!, cache: r.1️⃣resolve(Cache.self)!)
                }
                container.register(Session.self, name: "guest") { r in Session(repository: r.resolve(UserRepository.self)!) }
                container.register(Player.self) { (r, track: String) in Player(track: track) }
            }
        }
        //- Sources/App/AppCoordinator.swift
        import Swinject

        final class AppCoordinator {
            let assembler = Assembler([ServiceAssembly()])
            func start(track: String) {
                _ = assembler.resolver.2️⃣resolve(Session.self)!
                _ = assembler.resolver.3️⃣resolve(Player.self)!
                _ = assembler.resolver.resolve(Player.self, argument: track)!
                _ = assembler.resolver.resolve(Session.self, name: "guest")!
            }
        }
        """

    func testUnregisteredServicesNamesAndArgumentsAreReportedAtTheResolve() {
        let fixture = Fixture(assembly)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.described, [
            "Sources/App/ServiceAssembly.swift:7:73 unregistered-service: nothing registers `Cache`: this resolve returns nil at run time",
            "Sources/App/AppCoordinator.swift:6:32 unregistered-service: `Session` is not registered without a name; its registrations have name \"guest\"",
            "Sources/App/AppCoordinator.swift:7:32 mismatched-arguments: `Player` is resolved with 0 arguments, but its registration takes 1 (ServiceAssembly.swift:10)",
        ])
        XCTAssertTrue(analysis.hasDiagnostic("unregistered-service", at: "1️⃣", of: fixture))
        XCTAssertTrue(analysis.hasDiagnostic("unregistered-service", at: "2️⃣", of: fixture))
        XCTAssertTrue(analysis.hasDiagnostic("mismatched-arguments", at: "3️⃣", of: fixture))
        // Passed the wrong arguments, a resolve still goes to the registration it was meant for.
        let (file, offset) = fixture.location(of: "3️⃣", in: analysis.snapshot)!
        XCTAssertEqual(analysis.definition(in: file, at: offset).count, 1)
        XCTAssertEqual(analysis.swinject.resolutionCount, 7)
        XCTAssertEqual(analysis.swinject.checkedResolutionCount, 7)
        XCTAssertEqual(analysis.swinject.registrationCount, 4)
    }

    /// An app's own `register`/`resolve` overloads that take the name under another label (`serviceName:`): two
    /// such registrations with different names replace nothing, and a resolve written alike is served by its own.
    func testANameUnderAnAppsOwnLabelIsAName() {
        let analysis = Fixture("""
            //- Sources/App/ServiceAssembly.swift
            import Swinject

            final class ServiceAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Network.self, serviceName: .movies) { _ in Network(url: movies) }
                    container.register(Network.self, serviceName: .stars) { _ in Network(url: stars) }
                    container.register(Feed.self) { r in Feed(network: r.resolve(Network.self, serviceName: .stars)!) }
                    container.register(Cache.self) { _ in Cache() }
                    container.register(Cache.self) { _ in Cache() }
                }
            }
            """).analysis()
        XCTAssertEqual(analysis.described, [
            "Sources/App/ServiceAssembly.swift:9:19 replaced-registration: `Cache` is registered again on `container`; this replaces the registration at ServiceAssembly.swift:8",
        ])
        XCTAssertEqual(analysis.swinject.checkedResolutionCount, 1)
    }

    /// `let x: T = r.resolve()`: Swinject has no `resolve` without a type, so it is an app's own generic one, which
    /// resolves the annotation's type (optional or not).
    func testAnAppsOwnTypelessResolveResolvesTheAnnotatedType() {
        let fixture = Fixture("""
            //- Sources/App/Setup.swift
            import Swinject

            extension Resolver {
                func resolve<T>() -> T { resolve(T.self)! }
            }
            func setUp(container: Container) {
                container.register(Feed.self) { _ in Feed() }
                let feed: Feed = container.resolve()
                let cart: Cart? = container.1️⃣resolve()
                let other = container.resolve()
            }
            """)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.described, [
            "Sources/App/Setup.swift:9:33 unregistered-service: nothing registers `Cart`: this resolve returns nil at run time",
        ])
        XCTAssertTrue(analysis.hasDiagnostic("unregistered-service", at: "1️⃣", of: fixture))
        XCTAssertEqual(analysis.swinject.checkedResolutionCount, 2)
    }

    /// A container kept in a type's property (`static let container: Resolver = { ... }()`, a singleton's `let
    /// container = Container()`, a property registrations are made on) and resolved in a file that does not import
    /// Swinject: Swinject's, so checked. A receiver nothing says is a container stays unchecked.
    func testAResolveOnAContainerPropertyIsCheckedWithoutTheImport() {
        let fixture = Fixture("""
            //- Sources/App/DI.swift
            import Swinject

            final class DI {
                static let container: Resolver = {
                    let container = Container()
                    container.register(Feed.self) { _ in Feed() }
                    return container
                }()
            }
            final class Provider {
                static let shared = Provider()
                let container = Container()
            }
            enum Injector {
                static let ct = SwinjectStoryboard.defaultContainer
                static func setUp() { ct.register(Clock.self) { _ in Clock() } }
            }
            //- Sources/App/Screen.swift
            final class Screen {
                let feed = DI.container.resolve(Feed.self)!
                let cart = DI.container.1️⃣resolve(Cart.self)!
                let bell = Provider.shared.container.2️⃣resolve(Bell.self)
                let clock = Injector.ct.resolve(Clock.self)!
                let radio = Injector.ct.3️⃣resolve(Radio.self)!
                let other = Elsewhere.resolver.resolve(Clock.self)
            }
            """)
        let analysis = fixture.analysis()
        for marker in ["1️⃣", "2️⃣", "3️⃣"] {
            XCTAssertTrue(analysis.hasDiagnostic("unregistered-service", at: marker, of: fixture), analysis.described.joined(separator: "\n"))
        }
        XCTAssertEqual(analysis.diagnostics.count, 3, analysis.described.joined(separator: "\n"))
        XCTAssertEqual(analysis.swinject.checkedResolutionCount, 5)
    }

    func testAutoregisteredInitializersNeedTheirParametersRegistered() {
        let analysis = Fixture("""
            //- Sources/App/Setup.swift
            import Swinject
            import SwinjectAutoregistration
            final class FeedService { init(store: Store, clock: Clock, id: Int, tracker: Tracker?) {} }
            final class Detail {
                init(feed: FeedService) {}
                init(feed: FeedService, page: Int) {}
            }
            struct Memberwise { let store: Missing }
            func setUp(_ c: Container) {
                c.autoregister(Store.self, initializer: MemoryStore.init)
                c.autoregister(FeedService.self, argument: Int.self, initializer: FeedService.init)
                c.autoregister(Detail.self, name: "one", initializer: Detail.init(feed:))
                c.autoregister(Detail.self, name: "two", initializer: Detail.init)
                c.autoregister(Memberwise.self, initializer: Memberwise.init)
            }
            """).analysis()
        // `Clock` is missing; `id` is the argument, `tracker` optional; `Detail.init` is ambiguous and the memberwise
        // initializer is not read, so neither is checked.
        XCTAssertEqual(analysis.described, [
            "Sources/App/Setup.swift:11:71 unregistered-service: `FeedService.init` needs `clock: Clock`, which autoregistration "
                + "resolves without a name, and nothing registers `Clock`",
        ])
        // The parameters of the two initializers read are resolutions: `store`, `clock` and `feed` checked, `tracker` not.
        XCTAssertEqual(analysis.swinject.initializerCount, 5)
        XCTAssertEqual(analysis.swinject.readInitializerCount, 2)
        XCTAssertEqual(analysis.swinject.resolutionCount, 4)
        XCTAssertEqual(analysis.swinject.checkedResolutionCount, 3)
    }

    func testLiteralArgumentsOfAnotherTypeFindNoFactory() {
        let fixture = Fixture("""
            //- Sources/App/Setup.swift
            import Swinject
            typealias TrackID = String
            func setUp(_ c: Container, size: Double) {
                c.register(Player.self) { (r, track: String) in Player(track: track) }
                c.register(Pager.self) { (r, page: Int, size: Double) in Pager(page, size) }
                c.register(Alias.self) { (r, id: TrackID) in Alias(id) }
                c.register(Loose.self) { r, x in Loose(x) }
                c.autoregister(Feed.self, argument: Int.self, initializer: Feed.init)
                _ = c.resolve(Player.self, argument: "a")
                _ = c.1️⃣resolve(Player.self, argument: 5)
                _ = c.resolve(Pager.self, arguments: 1, 2.5)
                _ = c.2️⃣resolve(Pager.self, arguments: 1, 2)
                _ = c.resolve(Pager.self, arguments: 1, size)
                _ = c.resolve(Alias.self, argument: 3)
                _ = c.resolve(Loose.self, argument: 3)
                _ = c.resolve(Feed.self, argument: -1)
                _ = c.3️⃣resolve(Feed.self, argument: true)
            }
            """)
        let analysis = fixture.analysis()
        // An alias, an untyped factory and a variable are never compared.
        XCTAssertEqual(analysis.described.count, 3)
        XCTAssertEqual(analysis.described[1],
            "Sources/App/Setup.swift:12:11 mismatched-arguments: `Pager` is resolved with arguments of types (Int, Int), but its "
                + "registration takes (Int, Double) (Setup.swift:5): Swinject finds a factory by its argument types")
        for marker in ["1️⃣", "2️⃣", "3️⃣"] { XCTAssertTrue(analysis.hasDiagnostic("mismatched-arguments", at: marker, of: fixture), marker) }
    }

    func testImplicitAndInheritedInitializersAreRead() {
        let analysis = Fixture("""
            //- Sources/App/Setup.swift
            import Swinject
            import SwinjectAutoregistration
            protocol Tracking {}
            class Keychain {}
            class BaseModel<State> { init(state: State, store: Store) {} }
            class FeedModel: BaseModel<Int>, Tracking {}
            class Screen: NSObject {}
            struct Memberwise { let store: Store }
            func setUp(_ c: Container) {
                c.autoregister(Keychain.self, initializer: Keychain.init)
                c.autoregister(FeedModel.self, initializer: FeedModel.init)
                c.autoregister(Screen.self, initializer: Screen.init)
                c.autoregister(Memberwise.self, initializer: Memberwise.init)
            }
            """).analysis()
        // `Keychain()` needs nothing; `FeedModel` inherits `init(state:store:)`: `State` is generic, `Store` missing.
        XCTAssertEqual(analysis.described, [
            "Sources/App/Setup.swift:11:49 unregistered-service: `FeedModel.init` needs `store: Store`, which autoregistration "
                + "resolves without a name, and nothing registers `Store`",
        ])
        XCTAssertEqual(analysis.swinject.readInitializerCount, 2)
        XCTAssertEqual(analysis.swinject.initializerCount, 4)
    }

    func testInitializerCyclesButNotPropertyInjectionOrDeferredResolution() {
        let fixture = Fixture("""
            //- Sources/App/Loop.swift
            import Swinject
            func setUp(_ container: Container) {
                container.register(Ping.self) { r in Ping(pong: r.resolve(Pong.self)!) }
                container.register(Pong.self) { r in Pong(ping: r.1️⃣resolve(Ping.self)!) }
                container.register(Parent.self) { _ in Parent() }
                    .initCompleted { r, parent in parent.child = r.resolve(Child.self) }
                container.register(Child.self) { r in Child(parent: r.resolve(Parent.self)!) }
                container.register(Feed.self) { r in Feed(makeDetail: { r.resolve(Detail.self)! }) }
                container.register(Detail.self) { r in Detail(feed: r.resolve(Feed.self)!) }
            }
            """)
        let analysis = fixture.analysis()
        XCTAssertEqual(analysis.described, [
            "Sources/App/Loop.swift:4:55 injection-cycle: initializer injection loops: `Ping` -> `Pong` -> `Ping`; resolving any of them never ends (use `.initCompleted` for one side)",
        ])
        XCTAssertTrue(analysis.hasDiagnostic("injection-cycle", at: "1️⃣", of: fixture))
    }

    func testARegistrationRepeatedInOneFunctionReplacesTheEarlierOne() {
        let analysis = Fixture("""
            //- Sources/App/Setup.swift
            import Swinject
            func setUp(_ container: Container) {
                container.register(Clock.self) { _ in SystemClock() }
            #if DEBUG
                container.register(Logger.self) { _ in ConsoleLogger() }
            #else
                container.register(Logger.self) { _ in SilentLogger() }
            #endif
                container.register(Clock.self, name: "test") { _ in FixedClock() }
                container.register(Clock.self) { _ in FixedClock() }
            }
            func other(_ container: Container) {
                container.register(Logger.self) { _ in ConsoleLogger() }
            }
            """).analysis()
        XCTAssertEqual(analysis.described, [
            "Sources/App/Setup.swift:10:15 replaced-registration: `Clock` is registered again on `container`; this replaces the registration at Setup.swift:3",
        ])
    }

    /// Everything here resolves: aliases, qualifiers, `any`, `.implements`, wrappers, autoregistration, the arrow.
    func testWhatServesAResolutionBesidesAPlainRegistration() {
        let analysis = Fixture("""
            //- Sources/App/Setup.swift
            import Swinject
            import SwinjectAutoregistration
            typealias Store = KeyValueStore
            extension Container {
                func single<Service>(_ type: Service.Type, factory: @escaping (Resolver) -> Service) {
                    register(type, factory: factory).inObjectScope(.container)
                }
                func registerLazy<Service>(_ type: Service.Type, factory: @escaping (Resolver) -> Service) {
                    register(type, factory: factory)
                }
            }
            func setUp(_ container: Container) {
                container.register(KeyValueStore.self) { _ in MemoryStore() }
                container.register(Repository.self) { _ in RepositoryImpl() }.implements(Reading.self, Writing.self)
                container.registerLazy(Clock.self) { _ in SystemClock() }
                container.autoregister(Service.self, initializer: ServiceImpl.init)
                container.register(Feed.self) { r, id in Feed(id: id) }
                container.register((any Tracker).self) { _ in ConsoleTracker() }
            }
            //- Sources/App/Use.swift
            import Swinject
            func use(_ r: Resolver) {
                _ = r.resolve(Store.self)
                _ = r.resolve(App.KeyValueStore.self)
                _ = r.resolve(Reading.self)
                _ = r ~> Writing.self
                _ = r ~> (Feed.self, argument: 1)
                _ = r.resolve(Clock.self)
                _ = r.resolve(Service.self)
                _ = r.resolve(Tracker.self)
            }
            """).analysis()
        XCTAssertEqual(analysis.described, [])
        // `single` wraps `register` and its calls are not read (its name does not say `register`): a missing
        // registration would be reported nowhere, so none of the served resolves counts as checked.
        XCTAssertEqual(analysis.swinject.checkedResolutionCount, 0)
        XCTAssertEqual(analysis.swinject.resolutionCount, 8)
        let served = analysis.snapshot.files.flatMap { file in
            (file.summary.swinject?.resolutions.indices ?? 0..<0).map { analysis.swinject.verdict(SwinjectSite(file: file.id, index: $0)) }
        }
        XCTAssertEqual(served.count { if case .served = $0 { true } else { false } }, 8, "every one is served")
    }

    /// A registration the analysis cannot see makes "not registered" unchecked, never an error.
    func testHiddenRegistrationsAndComputedResolutionsAreUncheckedNeverErrors() {
        let computedRegistration = Fixture("""
            //- Sources/App/Setup.swift
            import Swinject
            func setUp(_ container: Container, services: [Any.Type]) {
                for service in services { container.register(service) { _ in make(service) } }
                _ = container.resolve(Missing.self)
            }
            """).analysis()
        XCTAssertEqual(computedRegistration.described, [])
        XCTAssertEqual(computedRegistration.swinject.checkedResolutionCount, 0)
        XCTAssertEqual(computedRegistration.swinject.resolutionCount, 1)

        let outsideAssembly = Fixture("""
            //- Sources/App/App.swift
            import Swinject
            let assembler = Assembler([NetworkAssembly(), FrameworkAssembly()])
            final class NetworkAssembly: Assembly {
                func assemble(container: Container) { container.register(API.self) { _ in API() } }
            }
            func start() {
                _ = assembler.resolver.resolve(Analytics.self)
                _ = assembler.resolver.resolve(API.self, name: currentName)
                _ = assembler.resolver.resolve(type(of: x))
            }
            """).analysis()
        XCTAssertEqual(outsideAssembly.described, [])
        XCTAssertEqual(outsideAssembly.swinject.resolutionCount, 3)
        XCTAssertEqual(outsideAssembly.swinject.checkedResolutionCount, 0)
    }

    /// A type alias declared in an assembly is its target there, so the resolve of the target elsewhere is served.
    func testTypeAliasesDeclaredInATypeAreFollowed() {
        let analysis = Fixture("""
            //- Sources/App/FeedAssembly.swift
            import Swinject
            final class FeedAssembly: Assembly {
                typealias Service = FeedService
                typealias Loop = Cycle
                typealias Cycle = Loop
                func assemble(container: Container) {
                    container.register(Service.self) { _ in FeedService() }
                    container.register(Loop.self) { _ in fatalError() }
                }
            }
            //- Sources/App/Screen.swift
            import Swinject
            func show(_ resolver: Resolver) {
                _ = resolver.resolve(FeedService.self)
                _ = resolver.resolve(Service.self)
            }
            """).analysis()
        XCTAssertEqual(analysis.described, [
            "Sources/App/Screen.swift:4:18 unregistered-service: nothing registers `Service`: this resolve returns nil at run time",
        ])
    }

    /// A registration that leaves its type to Swift takes the factory's type where the factory writes it.
    func testARegistrationsInferredTypeIsReadFromItsFactory() {
        let analysis = Fixture("""
            //- Sources/App/Setup.swift
            import Swinject
            func setUp(_ container: Container) {
                container.register { _ in Feed() as Feeding }
                container.register { _ -> Clock in SystemClock() }
                container.register { _ in Store.init(path: "/") }
                _ = container.resolve(Feeding.self)
                _ = container.resolve(Clock.self)
                _ = container.resolve(Store.self)
                _ = container.resolve(Missing.self)
            }
            """).analysis()
        XCTAssertEqual(analysis.described, [
            "Sources/App/Setup.swift:9:19 unregistered-service: nothing registers `Missing`: this resolve returns nil at run time",
        ])
        XCTAssertEqual(analysis.swinject.checkedResolutionCount, 4)
    }

    /// A registration whose type cannot be read hides only what it could serve: resolves of its name and argument
    /// count. Another library's `register { }` in a file without Swinject, and `.register` as an enum case in a
    /// condition, hide nothing.
    func testWhatCannotBeReadHidesOnlyWhatItCouldRegister() {
        let analysis = Fixture("""
            //- Sources/App/Setup.swift
            import Swinject
            final class Box<Item> {
                func setUp(_ container: Container) {
                    container.register(Item.self, name: "boxed") { _ in make() }
                    container.register(Gate.self) { (_, open: Bool) in Gate(open) }
                    if state == .register { print("registering") }
                    _ = container.resolve(Missing.self)
                    _ = container.resolve(Other.self, name: "boxed")
                    _ = container.resolve(Gate.self, argument: true)
                }
            }
            //- Sources/App/Proxy.swift
            import RxCocoa
            extension Table: HasDelegate {
                static func registerKnownImplementations() {
                    self.register { DelegateProxy(table: $0) }
                }
            }
            """).analysis()
        XCTAssertEqual(analysis.described, [
            "Sources/App/Setup.swift:7:23 unregistered-service: nothing registers `Missing`: this resolve returns nil at run time",
        ])
        XCTAssertEqual(analysis.swinject.checkedResolutionCount, 2, "the named one may be the box's")
    }

    func testWithoutSwinjectImportedOrWithAnotherLibrarysResolveNothingIsChecked() {
        let noImport = Fixture("""
            //- Sources/App/App.swift
            func f(container: Container) { _ = container.resolve(Missing.self) }
            """).analysis()
        XCTAssertFalse(noImport.swinject.isActive)
        XCTAssertEqual(noImport.described, [])

        let otherLibrary = Fixture("""
            //- Sources/App/Setup.swift
            import Swinject
            func setUp(_ container: Container) { container.register(A.self) { _ in A() } }
            //- Sources/App/Other.swift
            import Resolver
            func g() { _ = Resolver.resolve(Missing.self) }
            """).analysis()
        XCTAssertEqual(otherLibrary.described, [])
        XCTAssertEqual(otherLibrary.swinject.resolutionCount, 0)
    }

    /// A file that does not import Swinject but resolves from a container the code makes (a static or global
    /// `let`) is Swinject code: a missing registration there is reported, and a served resolve counts as checked.
    func testAResolveOnAKnownContainerIsCheckedWithoutTheImport() {
        let analysis = Fixture("""
            //- Sources/App/Services.swift
            import Swinject
            extension Container {
                static let app = Container()
            }
            let services = Container()
            func setUp() {
                Container.app.register(API.self) { _ in API() }
            }
            //- Sources/App/Coordinator.swift
            func start() {
                _ = Container.app.resolve(API.self)
                _ = Container.app.resolve(Missing.self)
                _ = services.resolve(Other.self)
                _ = locator.resolve(Anything.self)
            }
            """).analysis()
        XCTAssertEqual(analysis.described, [
            "Sources/App/Coordinator.swift:3:23 unregistered-service: nothing registers `Missing`: this resolve returns nil at run time",
            "Sources/App/Coordinator.swift:4:18 unregistered-service: nothing registers `Other`: this resolve returns nil at run time",
        ])
        XCTAssertEqual(analysis.swinject.checkedResolutionCount, 3, "not the unknown locator's")
    }

    /// A resolve without a written type (an app's own `resolve()`, `r~>`) passed to an initializer takes the type of
    /// the parameter it is passed to, as Swift infers it: from a named type's `init`, a factory's `.init` (the
    /// registered type) or `let x: T = .init(...)`. Optional, generic or ambiguous parameters stay unchecked.
    func testAResolveTypedByTheParameterItIsPassedToIsChecked() {
        let analysis = Fixture("""
            //- Sources/App/Assembly.swift
            import Swinject
            import SwinjectAutoregistration
            extension Resolver {
                func resolve<T>() -> T { resolve(T.self)! }
            }
            final class FeedAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Store.self) { _ in Store() }
                    container.register(Feed.self) { r in Feed(store: r.resolve(), clock: r~>) }
                    container.register(Reader.self) { r in
                        return .init(feed: r.resolve(), theme: r.resolve())
                    }
                    container.register(Screen.self) { r in
                        let model: Model = .init(cache: r.resolve())
                        return Screen(model: model, maybe: r.resolve(), item: r.resolve(), either: r.resolve())
                    }
                }
            }
            //- Sources/App/Types.swift
            final class Feed { init(store: Store, clock: Clock) {} }
            final class Reader { init(feed: Feed, theme: Theme) {} }
            final class Model { init(cache: Cache) {} }
            final class Screen<Item> {
                init(model: Model, maybe: Store?, item: Item, either: Store) {}
                init(model: Model, maybe: Store?, item: Item, either: Feed) {}
            }
            """).analysis()
        XCTAssertEqual(analysis.described, [
            "Sources/App/Assembly.swift:9:79 unregistered-service: nothing registers `Clock` (the type `Feed`'s initializer takes as `clock`): this resolve returns nil at run time",
            "Sources/App/Assembly.swift:11:54 unregistered-service: nothing registers `Theme` (the type `Reader`'s initializer takes as `theme`): this resolve returns nil at run time",
            "Sources/App/Assembly.swift:14:47 unregistered-service: nothing registers `Cache` (the type `Model`'s initializer takes as `cache`): this resolve returns nil at run time",
        ])
        XCTAssertEqual(analysis.swinject.checkedResolutionCount, 5, "not the optional, generic or ambiguous parameters")
    }

    /// `resolve(type: X.self)` (an app's own labelled overload), a wrapper called with the type after a container,
    /// a generic clause that nests (`<T: Base<M>, M: Model>`), and a local holding a static container in a file
    /// without the import.
    func testAppsOwnShapesOfRegisterAndResolveAreRead() {
        let analysis = Fixture("""
            //- Sources/App/Screens.swift
            import Swinject
            enum Screens {
                static let instance: Container = {
                    let container = Container()
                    quickRegister(container: container, Home.self) { _, _ in }
                    return container
                }()
                private static func quickRegister<T: Base<M>, M: Model>(container: Container, _ type: T.Type, then: @escaping (T, Resolver) -> Void) {
                    container.register(type) { r in T.init() }
                }
            }
            //- Sources/App/Scene.swift
            func show() {
                let container = Screens.instance
                _ = container.resolve(type: Home.self)
                _ = container.resolve(type: Detail.self)
            }
            //- Sources/App/Observers.swift
            import Swinject
            func observe(broadcaster: Broadcaster, observer: AnyObject.Type) {
                broadcaster.register(observer.self, observer: self)
            }
            """).analysis()
        XCTAssertEqual(analysis.described, [
            "Sources/App/Scene.swift:4:19 unregistered-service: nothing registers `Detail`: this resolve returns nil at run time",
        ])
        XCTAssertEqual(analysis.swinject.checkedResolutionCount, 2)
    }

    /// An app's overload of `register` (`register(_:serviceName:factory:)`) is read where it is called; a file that
    /// calls another `register` (UIKit's) hides nothing.
    func testAnOverloadOfRegisterDoesNotHideEverything() {
        let analysis = Fixture("""
            //- Sources/App/Container+Name.swift
            import Swinject
            extension Container {
                func register<S>(_ type: S.Type, serviceName: String, factory: @escaping (Resolver) -> S) {
                    _register(type, factory: factory, name: serviceName)
                }
            }
            //- Sources/App/Assembly.swift
            import Swinject
            struct AppAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(API.self, serviceName: "main") { _ in API() }
                    _ = container.resolve(Missing.self)
                }
            }
            //- Sources/App/List.swift
            import UIKit
            final class List: UITableViewController {
                override func viewDidLoad() { tableView.register(Cell.self, forCellReuseIdentifier: "cell") }
            }
            """).analysis()
        XCTAssertEqual(analysis.described, [
            "Sources/App/Assembly.swift:5:23 unregistered-service: nothing registers `Missing`: this resolve returns nil at run time",
        ])
    }

    /// `apply(assemblies: core + extra)` and `Assembler(core + [B()])` read the file's own lists (a `let` or a
    /// computed property written as a literal), so containers are told apart by what they are given; a stored `var`,
    /// which may grow, or a list from elsewhere names none, and then any assembly may be anywhere.
    func testListsOfAssembliesBuiltFromVisibleListsAreRead() {
        func app(_ smallList: String) -> String {
            """
            //- Sources/App/App.swift
            import Swinject
            struct A: Assembly { func assemble(container: Container) { container.register(Clock.self) { _ in Clock() } } }
            struct B: Assembly { func assemble(container: Container) { container.register(Store.self) { _ in Store() } } }
            final class App {
                private var core: [Assembly] { [A()] }
                private let extra: [Assembly] = [B()]
                private var growing = [A()]
                func start(more: [Assembly]) {
                    let assembler = Assembler()
                    assembler.apply(assemblies: core + extra)
                    _ = assembler.resolver.resolve(Missing.self)
                    _ = Assembler(core + [B()]).resolver.resolve(Store.self)
                    let small = Assembler(\(smallList))
                    _ = small.resolver.resolve(Store.self)
                }
            }
            """
        }
        XCTAssertEqual(Fixture(app("core")).analysis().described.map { $0.prefix(70) }, [
            "Sources/App/App.swift:11:32 unregistered-service: nothing registers `M",
            "Sources/App/App.swift:14:28 unregistered-service: `Store` is registere",
        ])
        for unread in ["core + more", "growing"] {
            XCTAssertEqual(Fixture(app(unread)).analysis().described.count, 1, unread)
        }
    }

    func testEditsUpdateLikeAFreshAnalysis() {
        let fixture = Fixture(assembly)
        var snapshot = fixture.snapshot
        let edits: [(path: String, text: String)] = [
            ("Sources/App/ServiceAssembly.swift", "import Swinject\nfunc f(_ c: Container) { c.register(Session.self) { _ in Session() } }"),
            ("Sources/App/Other.swift", "struct Cache {}"),
            ("Sources/App/Other.swift", "typealias Cache = APIClient"),
            ("Sources/App/AppCoordinator.swift", "import Swinject\nfunc g(r: Resolver) { _ = r.resolve(Session.self) }"),
            // An autoregistered initializer changed in a file without Swinject facts.
            ("Sources/App/Auto.swift", "import Swinject\nfunc a(c: Container) { c.autoregister(Feed.self, initializer: Feed.init) }"),
            ("Sources/App/Feed.swift", "final class Feed { init(session: Session) {} }"),
            ("Sources/App/Feed.swift", "final class Feed { init(session: Session, bell: Bell) {} }"),
            ("Sources/App/Feed.swift", "final class Feed { init() {} }"),
            ("Sources/App/Auto.swift", ""),
            // A resolve typed by an initializer's parameter, declared in another file that changes.
            ("Sources/App/Typed.swift", "import Swinject\nfunc t(c: Container) { c.register(Shelf.self) { r in Shelf(cache: r~>) } }"),
            ("Sources/App/Shelf.swift", "final class Shelf { init(cache: APIClient) {} }"),
            ("Sources/App/Shelf.swift", "final class Shelf { init(cache: Bin) {} }"),
            ("Sources/App/Shelf.swift", "struct Shelf { init(cache: Bin?) {} }"),
            ("Sources/App/Shelf.swift", "final class Shelf { init(cache: Bin) {} }"),
            ("Sources/App/Typed.swift", ""),
            // What turns a missing registration into unchecked, added and taken away in files without Swinject facts.
            ("Sources/App/Use.swift", "import Swinject\nfunc u(r: Resolver) { _ = r.resolve(Model.self) }"),
            ("Sources/App/Screen.swift", "protocol Screen { associatedtype Model }"),
            ("Sources/App/Screen.swift", "protocol Screen {}"),
            ("Sources/App/Wrapper.swift", "import Swinject\nextension Container { func single<S>(_ t: S.Type) { register(t) { _ in fatalError() } } }"),
            ("Sources/App/Caller.swift", "func c() { DI.container.single(Model.self) }"),
            ("Sources/App/Caller.swift", "func c() { DI.container.other(Model.self) }"),
            ("Sources/App/Use.swift", ""),
        ]
        var seen: [String] = []
        let analysis = analyze(snapshot).updated(&snapshot, through: edits) { updated, fresh, path in
            XCTAssertEqual(updated.described, fresh.described, path)
            seen += fresh.described
        }
        XCTAssertEqual(analysis.described, [])
        XCTAssertTrue(seen.contains { $0.contains("Bell") }, seen.joined(separator: "\n"))
        XCTAssertTrue(seen.contains { $0.contains("`Bin`") }, seen.joined(separator: "\n"))
    }
}

/// Definition, references and hover on Swinject calls.
final class SwinjectNavigationTests: XCTestCase {
    private let fixture = Fixture("""
        //- Sources/App/Assembly.swift
        import Swinject
        final class FeedAssembly: Assembly {
            func assemble(container: Container) {
                container.1️⃣register(2️⃣Store.self) { _ in MemoryStore() }.inObjectScope(.container)
                container.register(Feed.self) { r in Feed(store: r.3️⃣resolve(Store.self)!) }
            }
        }
        //- Sources/App/App.swift
        import Swinject
        func start(_ resolver: Resolver, type: Any.Type) {
            _ = resolver.resolve(4️⃣Store.self)
            _ = resolver.5️⃣resolve(type)
        }
        """)

    private func position(_ marker: String, in analysis: Analysis) -> (FileID, Int) {
        let found = fixture.location(of: marker, in: analysis.snapshot)!
        return (found.file, found.offset)
    }

    func testDefinitionGoesFromAResolveToItsRegistration() {
        let analysis = fixture.analysis()
        let (storeFile, storeOffset) = position("2️⃣", in: analysis)
        for marker in ["3️⃣", "4️⃣"] {
            let (file, offset) = position(marker, in: analysis)
            XCTAssertEqual(analysis.definition(in: file, at: offset).map(\.range.start), [storeOffset], marker)
            XCTAssertEqual(analysis.definition(in: file, at: offset).map(\.file), [storeFile], marker)
        }
        let (computedFile, computedOffset) = position("5️⃣", in: analysis)
        XCTAssertEqual(analysis.definition(in: computedFile, at: computedOffset), [])
    }

    func testReferencesOfARegistrationAreTheResolutionsItServes() {
        let analysis = fixture.analysis()
        let (file, offset) = position("1️⃣", in: analysis)
        let references = analysis.references(in: file, at: offset, includeDeclaration: false)
        XCTAssertEqual(references.count, 2)
        XCTAssertEqual(Set(references.map { analysis.snapshot.file($0.file)!.path }), ["Sources/App/Assembly.swift", "Sources/App/App.swift"])
    }

    func testAnInlayHintAfterEachServedResolveNamesWhereItIsRegistered() {
        let analysis = fixture.analysis()
        let (file, _) = position("4️⃣", in: analysis)
        XCTAssertEqual(analysis.inlayHints(in: file).map(\.label), ["← FeedAssembly"])
        let (assemblyFile, _) = position("3️⃣", in: analysis)
        XCTAssertEqual(analysis.inlayHints(in: assemblyFile).map(\.label), ["← FeedAssembly"])
        let hint = analysis.inlayHints(in: file)[0]
        XCTAssertEqual(analysis.hintDetail(for: hint.target)?.lines.first, "Swinject resolves `Store` with:")
        // After the force unwrap, not between the call and its `!` (where it would read as the unwrapped thing).
        let text = "        container.register(Feed.self) { r in Feed(store: r.resolve(Store.self)!) }"
        let assemblyHint = analysis.inlayHints(in: assemblyFile)[0]
        let line = analysis.snapshot.file(assemblyFile)!.lines.location(of: assemblyHint.position.range.start)
        XCTAssertEqual(line.column - 1, (text.range(of: "!)")!.upperBound.utf16Offset(in: text) - 1), "just after `!`")
    }

    func testHoverSaysWhatServesAResolveOrWhyItIsNotChecked() throws {
        let analysis = fixture.analysis()
        let (file, offset) = position("4️⃣", in: analysis)
        XCTAssertEqual(try XCTUnwrap(analysis.hover(in: file, at: offset)).lines, [
            "Swinject resolves `Store` with:",
            "`register(Store.self)` in FeedAssembly.assemble (Assembly.swift:4), scope `.container`",
        ])
        let (computedFile, computedOffset) = position("5️⃣", in: analysis)
        XCTAssertEqual(try XCTUnwrap(analysis.hover(in: computedFile, at: computedOffset)).lines, [
            "Swinject: the type is computed at run time (a generic parameter or a variable): not checked",
        ])
        let (registrationFile, registrationOffset) = position("1️⃣", in: analysis)
        XCTAssertEqual(try XCTUnwrap(analysis.hover(in: registrationFile, at: registrationOffset)).lines.last,
                       "serves 2 resolutions of the workspace")
    }
}

final class SwinjectGraphTests: XCTestCase {
    func testTheGraphHasTheContainerTreeAndWhatEachFactoryResolves() {
        let analysis = Fixture("""
            //- Sources/App/App.swift
            import Swinject
            let base = Container()
            let child = Container(parent: base)
            let assembler = Assembler([FeedAssembly()], parent: base)
            final class FeedAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Store.self) { _ in MemoryStore() }
                    container.register(Feed.self) { r in Feed(store: r.resolve(Store.self)!, clock: r.resolve(Clock.self)!) }
                }
            }
            """).analysis()
        let rows = analysis.graphRows
        XCTAssertEqual(rows.map(\.name), ["Assembler assembler", "Container base", "Container child", "FeedAssembly"])
        XCTAssertEqual(rows.map(\.children), [["FeedAssembly"], ["Assembler assembler", "Container child"], [], []])
        XCTAssertEqual(rows.map(\.isRoot), [false, true, false, false])
        XCTAssertEqual(rows[3].requirements.map { "\($0.name): \($0.type) <- \($0.sources)" }, [
            "Feed: Store <- [\"FeedAssembly\"]", "Feed: Clock <- [\"unregistered\"]",
        ])
        XCTAssertTrue(rows[3].hasErrors)
    }
}

/// Real Swinject code that resolves fine: each construct here once gave a false error (a review of the front end).
final class SwinjectNoFalseErrorTests: XCTestCase {
    @discardableResult
    private func check(_ files: String, file: StaticString = #filePath, line: UInt = #line) -> Analysis {
        let analysis = Fixture(files).analysis(file: file, line: line)
        XCTAssertEqual(analysis.described, [], file: file, line: line)
        return analysis
    }

    func testImplementsTakesItsOwnName() {
        check("""
            //- Sources/App/A.swift
            import Swinject
            func setUp(_ c: Container) {
                c.register(Impl.self, name: "main") { _ in Impl() }.implements(Reading.self)
                c.register(Impl.self) { _ in Impl() }.implements(Writing.self, name: "w")
                let entry = c.register(Disk.self) { _ in Disk() }
                entry.implements(Store.self, name: "disk")
                c.forward(Cache.self, to: entry)
                _ = c.resolve(Reading.self)
                _ = c.resolve(Writing.self, name: "w")
                _ = c.resolve(Store.self, name: "disk")
                _ = c.resolve(Cache.self)
            }
            """)
    }

    func testYourOwnRegisterAndWrappersCalledFromFilesThatDoNotImportSwinject() {
        check("""
            //- Sources/App/Deps.swift
            import Swinject
            final class Deps {
                private let container = Container()
                func register<T>(_ type: T.Type, instance: T) { container.register(type) { _ in instance } }
                func resolve<T>(_ type: T.Type) -> T { container.resolve(type)! }
            }
            enum DI {
                static let container = Container()
                static func single<S>(_ type: S.Type, _ make: @escaping () -> S) { container.register(type) { _ in make() } }
            }
            func setUp(_ deps: Deps) {
                deps.register(Logger.self, instance: ConsoleLogger())
                _ = deps.resolve(Logger.self)
                _ = DI.container.resolve(Feed.self)
            }
            //- Sources/App/Setup.swift
            final class AppSetup {
                func setUp() { DI.single(Feed.self) { Feed() } }
            }
            //- Sources/App/Locator.swift
            func track() { _ = ServiceLocator.shared.resolve(Analytics.self) }
            """)
    }

    func testGenericSelfAndAssociatedTypesAreKnownOnlyAtRunTime() {
        let analysis = check("""
            //- Sources/App/A.swift
            import Swinject
            protocol Screen { associatedtype Model }
            func addRepository<M>(_ c: Container, for model: M.Type) { c.register(Repository<M>.self) { _ in Repository<M>() } }
            func use(_ c: Container) { _ = c.resolve(Repository<User>.self) }
            protocol Registrable { init() }
            extension Registrable { static func register(in c: Container) { c.register(Self.self) { _ in Self() } } }
            extension Screen { func model(_ r: Resolver) -> Model? { r.resolve(Model.self) } }
            extension Resolver { subscript<S>(_ type: S.Type) -> S { resolve(S.self)! } }
            """)
        XCTAssertEqual(analysis.swinject.checkedResolutionCount, 0)
    }

    func testAssembliesFromOutsideTheWorkspaceHideTheirRegistrations() {
        check("""
            //- Sources/App/A.swift
            import Swinject
            import NetworkKit
            final class App {
                let container = Container()
                let assembler = Assembler(NetworkKit.assemblies)
                func setUp() {
                    NetworkAssembly().assemble(container: container)
                    _ = container.resolve(HTTPClient.self)
                }
            }
            """)
    }

    func testSwinjectsWrapperTypesResolveThroughTheWrappedType() {
        check("""
            //- Sources/App/A.swift
            import Swinject
            func setUp(_ c: Container) {
                c.register(Feed.self) { _ in Feed() }
                _ = c.resolve(Lazy<Feed>.self)
                _ = c.resolve(Provider<Feed>.self)
                _ = c.resolve(Feed?.self)
                _ = c.resolve(Optional<Feed>.self)
            }
            """)
    }

    func testArgumentsAreCountedAsSwinjectCountsThem() {
        check("""
            //- Sources/App/A.swift
            import Swinject
            import SwinjectAutoregistration
            func setUp(_ c: Container) {
                c.autoregister(Detail.self, arguments: Int.self, String.self, initializer: Detail.init)
                c.register(Table.self) { (r: Resolver, map: Dictionary<String, Int>, flag: Bool) in Table(map, flag) }
                c.register(Model.self) { @MainActor (r: Resolver, id: Int, name: String) -> Model in Model(id, name) }
                _ = c.resolve(Detail.self, arguments: 1, "a")
                _ = c.resolve(Table.self, arguments: [:], true)
                _ = c.resolve(Model.self, arguments: 1, "a")
            }
            """)
    }

    /// `~>` with its tuple unlabelled, as Swift picks SwinjectAutoregistration's overloads: a string is a name, a
    /// tuple of two or three is that many arguments, anything else an argument or a name (never reported).
    func testTheArrowsUnlabelledTupleIsReadAsSwiftPicksItsOverload() {
        check("""
            //- Sources/App/A.swift
            import Swinject
            import SwinjectAutoregistration
            func setUp(_ c: Container, id: Int, mode: Mode) {
                c.register(Detail.self) { (_, id: Int) in Detail(id) }
                c.register(Pair.self) { (_, id: Int, name: String) in Pair(id, name) }
                c.register(Named.self, name: "main") { _ in Named() }
                c.register(Both.self, name: "main") { (_, id: Int) in Both(id) }
                c.register(Mode.self) { _ in Mode() }
                c.register(Screen.self) { r in
                    Screen(r ~> (Detail.self, id), r ~> (Pair.self, (id, "a")), r ~> (Named.self, "main"), r ~> (Both.self, "main", id),
                           r ~> (Detail.self, argument: id), r ~> (Mode.self))
                }
            }
            """)
        let analysis = Fixture("""
            //- Sources/App/A.swift
            import Swinject
            import SwinjectAutoregistration
            func setUp(_ c: Container) {
                c.register(Detail.self) { (_, id: Int) in Detail(id) }
                c.register(Screen.self) { r in Screen(r ~> (Detail.self, "main"), r ~> (Detail.self, (1, 2))) }
            }
            """).analysis()
        XCTAssertEqual(analysis.described.count, 2, "\(analysis.described)")
    }

    /// An autoregistered initializer's parameter is resolved as its type without the parameter's own attributes:
    /// `@escaping () -> Void` is the `() -> Void` registered.
    func testParameterAttributesAreNotPartOfTheResolvedType() {
        check("""
            //- Sources/App/A.swift
            import Swinject
            import SwinjectAutoregistration
            final class Flow {
                init(onDone: @escaping () -> Void, log: @autoclosure () -> String, store: inout Store) {}
            }
            func setUp(_ c: Container) {
                c.register((() -> Void).self) { _ in {} }
                c.register((() -> String).self) { _ in { "" } }
                c.register(Store.self) { _ in Store() }
                c.autoregister(Flow.self, initializer: Flow.init)
            }
            """)
        XCTAssertEqual(withoutParameterAttributes("@escaping @Sendable () -> Void"), "@Sendable () -> Void")
        XCTAssertEqual(withoutParameterAttributes("@escaping@convention(block)()->Void"), "@convention(block) ()->Void")
        XCTAssertEqual(withoutParameterAttributes("inout Store"), "Store")
        XCTAssertEqual(withoutParameterAttributes("inoutStore"), "inoutStore")
        XCTAssertEqual(withoutParameterAttributes("@escaping"), "@escaping", "a type that is only the word stays")
    }

    /// `type.self` in a generic helper is the metatype parameter's value, not a type named `type`.
    func testAMetatypeParametersValueIsNoTypeName() {
        let analysis = check("""
            //- Sources/App/A.swift
            import Swinject
            final class Resolving {
                let container = Container()
                func make<Service>(_ type: Service.Type) -> Service { container.resolve(type.self)! }
                func make<Service>(of kind: Service.Type, named name: String) -> Service { container.resolve(kind, name: name)! }
            }
            """)
        XCTAssertEqual(analysis.swinject.checkedResolutionCount, 0)
    }

    func testRecursionThatEndsOnItsArgumentIsNoCycleAndBranchesDoNotReplace() {
        check("""
            //- Sources/App/A.swift
            import Swinject
            func setUp(_ c: Container, live: Bool) {
                c.register(Node.self) { (r: Resolver, depth: Int) in
                    Node(child: depth > 0 ? r.resolve(Node.self, argument: depth - 1) : nil)
                }
                if live {
                    c.register(API.self) { _ in LiveAPI() }
                } else {
                    c.register(API.self) { _ in MockAPI() }
                }
                _ = c.resolve(Node.self, argument: 3)
                _ = c.resolve(API.self)
            }
            """)
    }
}
