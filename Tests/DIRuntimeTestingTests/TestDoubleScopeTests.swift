import DIRuntime
@testable import DIRuntimeTesting
import XCTest

/// Scopes keep the doubles of tests that run at the same time apart, and undo them when they end.
final class TestDoubleScopeTests: XCTestCase {
    private let cartPath = mockComponentPathBuilder().extendPath(to: ShopRoot.self).extendPath(to: CartComponent.self).build()

    override func setUp() {
        super.setUp()
        registerProviderFactories()
    }

    func testARegistrationInAScopeIsUndoneWhenItEnds() {
        withTestDoubles {
            cartPath.register(dependencyProvider: CartDouble(catalog: "scoped"))
            XCTAssertEqual(ShopRoot().cart.dependency.catalog.name, "scoped")
        }

        XCTAssertEqual(ShopRoot().cart.dependency.catalog.name, "real catalog")
        cartPath.unregister()
        XCTAssertEqual(ShopRoot().cart.dependency.catalog.name, "real catalog")
    }

    func testAnInnerScopeSeesTheOuterOnesRegistrationsAfterItsOwn() {
        let outerPath = mockComponentPathBuilder().extendPath(to: ShopRoot.self).extendPath(to: CartComponent.self).build()
        withTestDoubles {
            outerPath.register(dependencyProvider: CartDouble(catalog: "outer"))
            withTestDoubles {
                XCTAssertEqual(ShopRoot().cart.dependency.catalog.name, "outer")
                cartPath.register(dependencyProvider: CartDouble(catalog: "inner"))
                XCTAssertEqual(ShopRoot().cart.dependency.catalog.name, "inner")
            }
            XCTAssertEqual(ShopRoot().cart.dependency.catalog.name, "outer")
        }
    }

    func testATaskThatDoesNotInheritTheScopeDoesNotSeeItsDoubles() async {
        await withTestDoubles {
            cartPath.register(dependencyProvider: CartDouble(catalog: "scoped"))
            let inChildTask = await Task { ShopRoot().cart.dependency.catalog.name }.value
            let inDetachedTask = await Task.detached { ShopRoot().cart.dependency.catalog.name }.value

            XCTAssertEqual(inChildTask, "scoped")
            XCTAssertEqual(inDetachedTask, "real catalog")
        }
    }

    func testScopesRunningAtTheSameTimeSeeOnlyTheirOwnDoubles() async {
        let names = await withTaskGroup(of: [String].self) { group in
            for index in 0..<8 {
                group.addTask {
                    await withTestDoubles {
                        let path = mockComponentPathBuilder().extendPath(to: ShopRoot.self).extendPath(to: CartComponent.self).build()
                        path.register(dependencyProvider: CartDouble(catalog: "task \(index)"))
                        var seen: [String] = []
                        for _ in 0..<50 {
                            seen.append(ShopRoot().cart.dependency.catalog.name)
                            await Task.yield()
                        }
                        return seen
                    }
                }
            }
            var all: [[String]] = []
            for await seen in group { all.append(seen) }
            return all
        }

        XCTAssertEqual(names.count, 8)
        for seen in names {
            XCTAssertEqual(Set(seen).count, 1, "a task saw another task's double: \(Set(seen))")
        }
        XCTAssertEqual(Set(names.map { $0[0] }).count, 8)
        XCTAssertEqual(ShopRoot().cart.dependency.catalog.name, "real catalog")
    }

    func testUndoingFromAMarkLeavesEarlierProcessWideRegistrations() {
        let earlier = mockComponentPathBuilder().extendPath(to: ShopRoot.self).extendPath(to: CartComponent.self).build()
        earlier.register(dependencyProvider: CartDouble(catalog: "earlier"))
        defer { earlier.unregister() }
        let mark = TestDoubleRegistry.shared.nextSequenceNumber
        cartPath.register(dependencyProvider: CartDouble(catalog: "later"))

        TestDoubleRegistry.shared.undoProcessWideRegistrations(from: mark)

        XCTAssertEqual(ShopRoot().cart.dependency.catalog.name, "earlier")
    }
}
