import DIIndex

extension ComponentGraph {
    /// Every creation of a component that is not `Child(parent: self)` in a component: with another parent, in a
    /// type that is not a component (a generic base class of components counts as one), or outside every type.
    /// Recomputed from the cached contributions on every update: they are few.
    mutating func findMisplacedCreations() {
        var found: [MisplacedCreation] = []
        for contribution in contributions {
            guard let contribution else { continue }
            for stray in contribution.strayCreations {
                guard let id = componentIDsByName[stray.typeName] else { continue }
                found.append(MisplacedCreation(component: id, location: stray.location, site: stray.site))
            }
            for block in contribution.memberBlocks where !block.children.isEmpty {
                guard componentIDsByName[block.target] == nil, !baseClasses.isComponentBase(block.target) else { continue }
                for child in block.children {
                    guard let id = componentIDsByName[child.typeName] else { continue }
                    found.append(MisplacedCreation(component: id, location: child.location, site: .nonComponent(block.target)))
                }
            }
        }
        misplacedCreations = found.sorted { ($0.location.file, $0.location.range) < ($1.location.file, $1.location.range) }
    }
}
