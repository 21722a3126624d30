import XCTest

@testable import DIScanner

/// Which container each receiver names, as one file tells it (`SwinjectHandle`).
final class SwinjectHandleScanTests: XCTestCase {
    private func facts(_ source: String) -> SwinjectFacts {
        scan(source).swinject ?? SwinjectFacts()
    }

    func testLetsPropertiesAndAssemblyParametersNameContainers() {
        let found = facts("""
            import Swinject
            let shared = Container()
            final class App {
                static let root = Container()
                let assembler = Assembler([FeedAssembly()], parent: nil)
                var swapped = Container()
                func start(helper: Container) {
                    let flow = Container(parent: App.root)
                    flow.register(A.self) { _ in A() }
                    self.assembler.resolver.resolve(A.self)
                    helper.register(B.self) { _ in B() }
                    swapped.register(C.self) { _ in C() }
                    shared.register(D.self) { _ in D() }
                }
            }
            struct FeedAssembly: Assembly {
                func assemble(container c: Container) { c.register(E.self) { _ in E() } }
            }
            """)
        XCTAssertEqual(found.containers.map(\.handle), [
            .member(owner: "", name: "shared"), .member(owner: "App", name: "root"), .member(owner: "App", name: "assembler"), nil,
            .local(4),
        ])
        XCTAssertEqual(found.containers[4].parentHandle, .member(owner: "App", name: "root"))
        XCTAssertEqual(found.registrations.map(\.target), [
            .local(4), nil, .member(owner: "App", name: "swapped"), .member(owner: "App", name: "shared"), .assembly(owner: "FeedAssembly"),
        ])
        XCTAssertEqual(found.resolutions.map(\.origin), [.member(owner: "App", name: "assembler")])
    }

    func testFactoryResolversClosureParametersAndShadowingLocals() {
        let found = facts("""
            import Swinject
            func build() -> Container {
                let container = Container { c in
                    c.register(A.self) { r in A(b: r.resolve(B.self)!, c: { r.resolve(C.self)! }) }
                    c.register(B.self) { B(a: $0.resolve(A.self)!) }
                }
                container.register(C.self) { container in C(d: container.resolve(D.self)!) }
                if true {
                    let container = makeOther()
                    container.register(D.self) { _ in D() }
                }
                [container].forEach { container in _ = container.resolve(A.self) }
                var later = Container()
                later.register(E.self) { _ in E() }
                return container
            }
            """)
        XCTAssertEqual(found.containers.map(\.handle), [.local(0), nil])
        XCTAssertEqual(found.registrations.map(\.target), [.local(0), .local(0), .local(0), nil, nil])
        XCTAssertEqual(found.resolutions.map(\.origin), [.factoryResolver, .factoryResolver, .factoryResolver, .factoryResolver, nil])
    }

    func testTheFilesOwnFunctionsThatTakeAContainer() {
        let found = facts("""
            import Swinject
            final class Setup {
                let root = Container()
                func start() { register(in: root, flag: true) }
                private func register(in container: Container, flag: Bool) {
                    container.register(A.self) { _ in A() }
                    more(container)
                }
                fileprivate func more(_ c: Container) { _ = c.resolve(A.self) }
                func open(_ c: Container) { c.register(B.self) { _ in B() } }
            }
            """)
        XCTAssertEqual(found.helperCalls, [
            SwinjectHelperCall(function: "register", arguments: [.member(owner: "Setup", name: "root"), .member(owner: "Setup", name: "true")]),
            SwinjectHelperCall(function: "more", arguments: [.parameter(function: "register", position: 0, count: 2)]),
        ])
        XCTAssertEqual(found.registrations.map(\.target), [.parameter(function: "register", position: 0, count: 2), nil])
        XCTAssertEqual(found.resolutions.map(\.origin), [.parameter(function: "more", position: 0, count: 1)])
    }

    func testAssemblersGivenAContainerAndAssembliesAppliedByHand() {
        let found = facts("""
            import Swinject
            final class App {
                let container = Container()
                let assembler: Assembler
                init() {
                    assembler = Assembler([Core()], container: container)
                    Extra().assemble(container: container)
                }
            }
            """)
        XCTAssertEqual(found.containers.count, 3)
        XCTAssertEqual(found.containers[1].usesGivenContainer, true)
        XCTAssertEqual(found.containers[1].givenContainer, .member(owner: "App", name: "container"))
        // A `let` declared without a value and given it in `init` holds that container for good.
        XCTAssertEqual(found.containers[1].handle, .member(owner: "App", name: "assembler"))
        XCTAssertEqual(found.containers[2].makesContainer, false)
        XCTAssertEqual(found.containers[2].handle, .member(owner: "App", name: "container"))
        XCTAssertEqual(found.containers[2].assemblies, ["Extra"])
    }
}
