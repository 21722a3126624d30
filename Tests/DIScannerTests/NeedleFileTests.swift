import XCTest

@testable import DIScanner

/// A realistic Needle-style file, read end to end.
final class NeedleFileTests: XCTestCase {
    let source = """
        import NeedleFoundation
        import UIKit

        /// What the feed needs from its ancestors.
        protocol FeedDependency: Dependency {
            var feedService: FeedService { get }
            var imageCache: ImageCache { get }
        }

        final class FeedComponent: Component<FeedDependency>, FeedBuilder {
            /// Shared within this scope.
            var feedViewModel: FeedViewModel {
                shared { FeedViewModel(service: dependency.feedService, cache: self.dependency.imageCache) }
            }

            var detailComponent: DetailComponent {
                DetailComponent(parent: self)
            }

            #if DEBUG
            var debugComponent: DebugComponent? { .init(parent: self) }
            #endif

            func makeViewController() -> UIViewController {
                let comment = "FakeComponent(parent: self)" // FakeComponent(parent: self)
                return FeedViewController(viewModel: feedViewModel)
            }
        }

        extension FeedComponent: Registration {
            public func registerItems() {
                localTable["loggedIn"] = { LoggedInComponent(parent: self, user: $0) as Any }
            }
        }
        """

    func testWholeFile() {
        let summary = scan(source)
        XCTAssertEqual(summary.imports, ["NeedleFoundation", "UIKit"])
        XCTAssertEqual(summary.names, ["FeedDependency", "FeedComponent", "FeedComponent"])
        XCTAssertTrue(summary.notes.isEmpty, "\(summary.notes)")

        let dependency = summary.declarations[0]
        XCTAssertEqual(dependency.kind, .protocol)
        XCTAssertEqual(dependency.inheritedTexts, ["Dependency"])
        XCTAssertEqual(dependency.properties.map { $0.type?.text }, ["FeedService", "ImageCache"])

        let component = summary.declarations[1]
        XCTAssertEqual(component.modifiers, ["final"])
        XCTAssertEqual(component.inheritedTexts, ["Component<FeedDependency>", "FeedBuilder"])
        XCTAssertEqual(component.propertyNames, ["feedViewModel", "detailComponent", "debugComponent"])
        XCTAssertEqual(component.property("debugComponent")?.conditions, [Condition(expression: "DEBUG")])
        XCTAssertEqual(component.childCreations.map(\.typeName), ["DetailComponent", "DebugComponent"])
        XCTAssertEqual(component.childCreations.map(\.conditions), [[], [Condition(expression: "DEBUG")]])
        XCTAssertEqual(component.dependencyReferences.map(\.name), ["feedService", "imageCache"])

        let registration = summary.declarations[2]
        XCTAssertEqual(registration.kind, .extension)
        XCTAssertEqual(registration.inheritedTexts, ["Registration"])
        XCTAssertEqual(registration.childCreations.map(\.typeName), ["LoggedInComponent"])
    }

    func testLinesOfNames() {
        let bytes = Array(source.utf8)
        let summary = scan(bytes)
        let lines = LineIndex(bytes)
        XCTAssertEqual(summary.declarations.map { lines.location(of: $0.nameRange.start).line }, [5, 10, 30])
    }
}
