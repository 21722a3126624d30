import XCTest

@testable import DIScanner

final class SwinjectScanTests: XCTestCase {
    private func facts(_ source: String) -> SwinjectFacts {
        scan(source).swinject ?? SwinjectFacts()
    }

    func testAssemblyRegistrationsWithNamesArgumentsScopesAndModifiers() {
        let source = """
            import Swinject

            final class NetworkAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(APIClient.self) { _ in URLSessionClient() }
                        .inObjectScope(.container)
                    container.register(Cache.self, name: "disk") { r in DiskCache(client: r.resolve(APIClient.self)!) }
                    container.register(ProfileViewModel.self) { (r, id: String, page: Int) in
                        ProfileViewModel(id: id, page: page, repository: r.resolve(UserRepository.self)!)
                    }
                    container.register(UserRepository.self, factory: { r in Repository() })
                        .implements(Reading.self, Writing.self)
                        .initCompleted { r, repository in repository.cache = r.resolve(Cache.self, name: "disk") }
                }
            }
            """
        let found = facts(source)
        XCTAssertEqual(
            found.registrations.map { $0.service?.text }, ["APIClient", "Cache", "ProfileViewModel", "UserRepository", "Reading", "Writing"])
        XCTAssertEqual(found.registrations.map(\.name), [.none, .literal("disk"), .none, .none, .none, .none])
        XCTAssertEqual(found.registrations.map(\.argumentCount), [0, 0, 2, 0, 0, 0])
        XCTAssertEqual(found.registrations.map(\.kind), [.register, .register, .register, .register, .forward, .forward])
        XCTAssertEqual(found.registrations[0].objectScope, ".container")
        XCTAssertEqual(Set(found.registrations.map(\.receiver)), ["container"])
        XCTAssertEqual(Set(found.registrations.compactMap(\.owner)), ["NetworkAssembly"])
        XCTAssertEqual(Set(found.registrations.compactMap(\.function)), ["assemble"])
        XCTAssertEqual(text(found.registrations[1].callee, in: source), "register")

        XCTAssertEqual(found.resolutions.map { $0.service?.text }, ["APIClient", "UserRepository", "Cache"])
        XCTAssertEqual(found.resolutions.map(\.registration), [1, 2, 3])
        XCTAssertEqual(found.resolutions.map(\.isPropertyInjection), [false, false, true])
        XCTAssertEqual(found.resolutions[2].name, .literal("disk"))
        XCTAssertEqual(found.resolutions.map(\.receiver), ["r", "r", "r"])
    }

    func testResolutionsArgumentsAndTheArrowOperator() {
        let source = """
            import Swinject
            import SwinjectAutoregistration

            func make(_ resolver: Resolver, container: Container) {
                let a = resolver.resolve(Feed.self, argument: 42)
                let b = container.resolve(Detail.self, arguments: "x", 2)
                let c = resolver.resolve(Detail.self, name: key)
                let d = r ~> Session.self
                let e = r ~> (Player.self, argument: track)
                let f: Clock = r~>
                let g = resolver.resolve(type)
                container.autoregister(Service.self, argument: Int.self, initializer: ServiceImpl.init)
            }
            """
        let found = facts(source)
        XCTAssertEqual(found.resolutions.map { $0.service?.text }, ["Feed", "Detail", "Detail", "Session", "Player", nil, nil])
        XCTAssertEqual(found.resolutions.map(\.argumentCount), [1, 2, 0, 0, 1, 0, 0])
        XCTAssertEqual(found.resolutions[2].name, .expression("key"))
        XCTAssertEqual(found.resolutions.map { text($0.callee, in: source) }, ["resolve", "resolve", "resolve", "~>", "~>", "~>", "resolve"])
        XCTAssertEqual(found.registrations.map(\.kind), [.autoregister])
        XCTAssertEqual(found.registrations.first?.argumentCount, 1)
    }

    func testContainersAssemblersAndWrappers() {
        let source = """
            import Swinject

            extension Container {
                static let shared = Container()
                func registerSingleton<Service>(_ type: Service.Type, factory: @escaping (Resolver) -> Service) {
                    register(type, factory: factory).inObjectScope(.container)
                }
            }

            final class AppDelegate {
                let child = Container(parent: Container.shared)
                let assembler = Assembler([NetworkAssembly(), Feature.ProfileAssembly()], parent: base)
                func setUp() {
                    assembler.apply(assembly: LateAssembly())
                    Container.shared.registerSingleton(Clock.self) { _ in SystemClock() }
                    tableView.register(Cell.self, forCellReuseIdentifier: "cell")
                }
            }
            """
        let found = facts(source)
        XCTAssertEqual(found.registrationWrappers, ["registerSingleton"])
        XCTAssertEqual(found.containers.map(\.variable), ["shared", "child", "assembler", "assembler"])
        XCTAssertEqual(found.containers.map(\.parent), [nil, "Container.shared", "base", nil])
        XCTAssertEqual(found.containers.map(\.assemblies), [[], [], ["NetworkAssembly", "ProfileAssembly"], ["LateAssembly"]])
        // The wrapper's own generic `register(type, ...)` has no type; the call with `Clock.self` is a wrapper call.
        XCTAssertEqual(found.registrations.map { $0.service?.text }, [nil, "Clock"])
        XCTAssertEqual(found.registrations.map(\.kind), [.register, .wrapper("registerSingleton", hasFactory: true)])
    }

    func testInitializersAndAutoregistrationReferences() {
        let source = """
            import SwinjectAutoregistration
            final class Feed {
                init(store: Store, _ clock: Clock = .system, id: Int) {}
                convenience init?(other: [String: Feed]) { self.init(store: Store(), id: 1) }
                deinit {}
            }
            func setUp(_ c: Container) {
                c.autoregister(Feed.self, argument: Int.self, initializer: Feed.init(store:_:id:))
                c.autoregister(Store.self, initializer: Module.MemoryStore.init)
                c.autoregister(Clock.self, initializer: { SystemClock() })
            }
            """
        let summary = scan(source)
        XCTAssertEqual(summary.declarations[0].initializers.map(\.labels), [["store", "_", "id"], ["other"]])
        XCTAssertEqual(summary.declarations[0].initializers.map { $0.types.map(\.text) }, [["Store", "Clock", "Int"], ["[String:Feed]"]])
        let registrations = summary.swinject?.registrations ?? []
        XCTAssertEqual(registrations.map { $0.initializer?.typeName }, ["Feed", "MemoryStore", nil])
        XCTAssertEqual(registrations.map { $0.initializer?.labels }, [["store", "_", "id"], nil, nil])
        XCTAssertEqual(registrations[0].argumentTypes.map(\.text), ["Int"])
    }

    func testConditionsAndGenericTypes() {
        let source = """
            import Swinject
            func setUp<T>(_ c: Container, _ t: T) {
            #if DEBUG
                c.register(Logger.self) { _ in ConsoleLogger() }
            #else
                c.register(Logger.self) { _ in SilentLogger() }
            #endif
                _ = c.resolve(T.self)
                _ = c.resolve((any Store).self)!
            }
            """
        let found = facts(source)
        XCTAssertEqual(found.registrations.map { $0.conditions.map(\.description) }, [["DEBUG"], ["!(DEBUG)"]])
        XCTAssertEqual(found.resolutions.map { $0.service?.text }, [nil, "(any Store)"])
    }

    func testFilesWithoutSwinjectCallsHaveNoFacts() {
        XCTAssertNil(scan("struct A { func f() { print(1) } }").swinject)
        XCTAssertNil(scan("final class Root: BootstrapComponent { var a: A { shared { A() } } }").swinject)
        // `register` in another sense: not a Swinject registration without a factory.
        XCTAssertNil(scan("func f() { UserDefaults.standard.register(defaults: [:]) }").swinject)
        XCTAssertNil(scan("func f() { tableView.register(cellType: FeedCell.self); tableView.register(FeedCell.self, forCellReuseIdentifier: \"c\") }").swinject)
    }

    func testDamagedInputStaysLinearAndNeverTraps() {
        let broken = "container.register(A.self) { r in r.resolve(B.self" + String(repeating: "(", count: 10_000)
        let found = facts(broken)
        XCTAssertEqual(found.resolutions.count, 0)  // the call never closes: not read as one
        _ = facts(String(repeating: "r ~> ", count: 5_000))
        _ = facts(String(repeating: "container.register(", count: 5_000) + String(repeating: ")", count: 4_000))
    }
}

final class SwinjectScanRobustnessTests: XCTestCase {
    /// Random soups of Swinject's words and punctuation: every one scans, and every range read lies in the file.
    func testRandomSoupsOfSwinjectSyntaxScanWithinBounds() {
        let pieces = [
            "import Swinject\n", "container", ".", "register", "resolve", "(", ")", "{", "}", "[", "]", "Feed", ".self", ",",
            "name:", "\"x\"", "argument:", "arguments:", " r in ", "_ in", "~>", "Container", "Assembler", "parent:", "#if DEBUG\n",
            "#else\n", "#endif\n", "func f<T>", "(_ t: T.Type)", "extension Container ", ".implements", ".initCompleted",
            "autoregister", "initializer:", "X.init", "registerSingleton", "\n", "let c = ", "$1", "`x`", "/* c */", "// c\n",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var withFacts = 0
        for _ in 0..<400 {
            let source = (0..<(next() % 200)).map { _ in pieces[next() % pieces.count] }.joined(separator: next() % 2 == 0 ? " " : "")
            let bytes = source.utf8.count
            guard let facts = scan(source).swinject else { continue }
            withFacts += 1
            let ranges = facts.registrations.flatMap { [$0.callee, $0.range] } + facts.resolutions.flatMap { [$0.callee, $0.range] }
                + facts.containers.map(\.callee)
            for range in ranges {
                XCTAssertTrue(0 <= range.start && range.start <= range.end && range.end <= bytes, "\(range) in \(bytes): \(source)")
            }
        }
        XCTAssertGreaterThan(withFacts, 100, "the soups should exercise the Swinject pass")
    }
}

final class InitializerSignatureTests: XCTestCase {
    /// Reading an `init`'s parameter types whole keeps the parameter type names the member-read analysis uses.
    func testInitParametersKeepTheirTypeNamesForMemberReads() {
        let summary = scan("""
            final class Feed {
                init(component: FeedComponent, stores: [String: Module.Store], _ make: @escaping () -> Clock = { .system }) {}
                func other(detail: DetailComponent) {}
            }
            """)
        let expected = NameHash.sortedOnce(["FeedComponent", "String", "Module", "Store", "Clock", "DetailComponent"].map(NameHash.type))
        XCTAssertEqual(summary.signatureTypeNames, expected)
        XCTAssertEqual(summary.declarations[0].initializers.map(\.labels), [["component", "stores", "_"]])
    }
}
