import DIAnalysis
import DIIndex
import DIResolver
import DIScanner
import DITestSupport
import XCTest

/// Hover, definition and references find a requirement's consumers and a provider's readers from indexes (the
/// graph's protocol tables, the resolution's readers), so a request costs what its item costs. Each answer must
/// equal what a scan of every component gives, through inherited protocols and several branches.
final class NavigationIndexTests: XCTestCase {
    private let fixture = Fixture("""
        //- Sources/App/Root.swift
        final class RootComponent: BootstrapComponent {
            var session: Session { shared { Session() } }
            var network: Network { Network() }
            var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
            var guest: GuestComponent { GuestComponent(parent: self) }
        }
        final class GuestComponent: Component<EmptyDependency> {
            var store: Store { Store() }
            var feed: FeedComponent { FeedComponent(parent: self) }
        }
        //- Sources/App/LoggedIn.swift
        final class LoggedInComponent: Component<EmptyDependency> {
            var store: Store { Store() }
            var feed: FeedComponent { FeedComponent(parent: self) }
            var detail: DetailComponent { DetailComponent(parent: self) }
        }
        //- Sources/App/Feed.swift
        protocol FeedDependency: Dependency {
            var store: Store { get }
            var session: Session { get }
        }
        final class FeedComponent: Component<FeedDependency> {}
        protocol DetailDependency: FeedDependency {
            var network: Network { get }
        }
        final class DetailComponent: Component<DetailDependency> {}
        protocol UnusedDependency: Dependency {
            var clock: Clock { get }
        }
        """)

    func testRequirementConsumersAndProviderReadersEqualAScanOfEveryComponent() {
        let analysis = fixture.analysis()
        var requirements = 0
        var providers = 0
        analysis.snapshot.forEachFile { file in
            for declaration in file.summary.declarations {
                for property in declaration.properties {
                    let location = SourceLocation(file: file.id, range: property.nameRange)
                    if declaration.kind == .protocol {
                        requirements += 1
                        let indexed = analysis.graph.consumers(ofRequirementAt: location, declaredIn: declaration.name)
                        XCTAssertEqual(indexed.map { "\($0.component):\($0.index)" }, scannedConsumers(of: location, in: analysis), property.name)
                        XCTAssertNotNil(analysis.hover(in: file.id, at: property.nameRange.start), property.name)
                    } else if let provider = analysis.graph.components.flatMap(\.providers).first(where: { $0.location == location }) {
                        providers += 1
                        XCTAssertEqual(analysis.consumers(of: provider), scannedReaders(of: provider, in: analysis), property.name)
                    }
                }
            }
        }
        XCTAssertEqual(requirements, 4)
        XCTAssertGreaterThanOrEqual(providers, 5)
        // Inherited: `store` of FeedDependency is read by the feed (two branches) and by the detail.
        let store = analysis.graph.components.flatMap(\.providers).filter { $0.name == "store" }
        XCTAssertEqual(store.map { analysis.consumers(of: $0).count }.reduce(0, +), 2, "one requirement per protocol, both branches alike")
    }

    func testACreatedComponentsReferencesAreEveryCreationOfIt() {
        let analysis = fixture.analysis()
        for component in analysis.graph.components {
            let found = analysis.references(in: component.nameLocation.file, at: component.nameLocation.range.start, includeDeclaration: false)
            let scanned = analysis.graph.components.flatMap { $0.children.filter { $0.child == component.id }.map(\.location) }
            XCTAssertEqual(found.sorted(), scanned.sorted(), component.name)
        }
        XCTAssertEqual(analysis.creations(ofComponent: analysis.graph.component(named: "FeedComponent")!.id).count, 2)
    }

    /// The scan the indexes replaced: every component's protocol, asked for the requirement.
    private func scannedConsumers(of location: SourceLocation, in analysis: Analysis) -> [String] {
        analysis.graph.components.compactMap { component in
            guard let index = analysis.graph.dependencyProtocol(of: component)?.requirements.firstIndex(where: { $0.location == location })
            else { return nil }
            return "\(component.id):\(index)"
        }
    }

    private func scannedReaders(of provider: Provider, in analysis: Analysis) -> [SourceLocation] {
        var found = Set<SourceLocation>()
        for component in analysis.graph.components {
            guard let dependency = analysis.graph.dependencyProtocol(of: component) else { continue }
            for context in analysis.resolution.contexts(of: component.id) {
                for (index, binding) in context.bindings.enumerated() {
                    if case .provided(let used) = binding, used == provider { found.insert(dependency.requirements[index].location) }
                }
            }
        }
        return found.sorted()
    }
}
