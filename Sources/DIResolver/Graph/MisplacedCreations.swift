import DIIndex

extension ComponentGraph {
    /// Every creation of a component that is not `Child(parent: self)` in a component: with another parent, in a
    /// type that is not a component (a generic base class of components counts as one), or outside every type;
    /// in file order.
    public var misplacedCreations: [MisplacedCreation] {
        misplacedCreationsByFile.keys.sorted().flatMap { misplacedCreationsByFile[$0] ?? [] }
    }

    /// Finds every file's misplaced creations (`contributions` are all of them, in file order).
    mutating func findMisplacedCreations(in contributions: [FileContribution]) {
        misplacedCreationsByFile = [:]
        for index in contributions.indices where !contributions[index].strayCreations.isEmpty || !contributions[index].memberBlocks.isEmpty {
            let found = misplacedCreations(in: contributions[index])
            if !found.isEmpty { misplacedCreationsByFile[contributions[index].file] = found }
        }
    }

    /// Finds the misplaced creations of `files` again. Which names are components changes only with a file's
    /// shape (a full rebuild), so an edit recomputes only the files it changed.
    mutating func findMisplacedCreations(in files: Set<FileID>) {
        for file in files {
            let found = file.rawValue < contributions.count ? contributions[file.rawValue].map(misplacedCreations(in:)) ?? [] : []
            misplacedCreationsByFile[file] = found.isEmpty ? nil : found
        }
    }

    /// Test code creates components under test parents and mocks on purpose (`DIRuntimeTesting`'s
    /// `testParent(providing:)`, Needle's mocked paths): a file that imports a test framework is not checked.
    static let testFrameworkModules: Set<String> = ["XCTest", "Testing", "DIRuntimeTesting", "NeedleFoundationTest"]

    private func misplacedCreations(in contribution: FileContribution) -> [MisplacedCreation] {
        var found: [MisplacedCreation] = []
        for stray in contribution.strayCreations {
            guard let id = componentID(named: stray.typeName, inModule: contribution.module) else { continue }
            found.append(MisplacedCreation(component: id, location: stray.location, site: stray.site))
        }
        for block in contribution.memberBlocks where !block.children.isEmpty {
            guard componentIDsByName[block.target] == nil, !baseClasses.isComponentBase(block.target) else { continue }
            for child in block.children {
                guard let id = componentID(named: child.typeName, inModule: contribution.module) else { continue }
                found.append(MisplacedCreation(component: id, location: child.location, site: .nonComponent(block.target)))
            }
        }
        // Asked last: most files create nothing misplaced, and this hashes every import of the file.
        guard !found.isEmpty, contribution.imports.allSatisfy({ !Self.testFrameworkModules.contains($0) }) else { return [] }
        return found.count < 2 ? found : found.sorted { $0.location.range < $1.location.range }
    }
}
