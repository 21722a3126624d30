/// The paths `registerProviderFactories()` registers, numbered so each registration line names its parent by
/// number instead of spelling out the whole path (`ProviderRegistration` in DIRuntime).

/// One numbered path: its component, its parent's number (`nil` for a root) and its provider, if any.
struct NumberedPath {
    let number: Int
    let component: String
    let parent: Int?
    var provider: Provider?

    struct Provider {
        let className: String
        let isComponentItself: Bool
        let conditions: [String]
    }
}

/// Every registered path and every prefix of one, numbered depth first with siblings sorted by name, so the
/// numbers are deterministic and every parent comes before its children.
func numberedPaths(_ plan: ProviderPlan) -> [NumberedPath] {
    final class TrieNode {
        var children: [String: TrieNode] = [:]
        var provider: NumberedPath.Provider?
    }
    let origin = TrieNode()
    for providerClass in plan.classes {
        for ancestors in providerClass.paths {
            var node = origin
            for name in ancestors + [providerClass.component] {
                if let child = node.children[name] {
                    node = child
                } else {
                    let child = TrieNode()
                    node.children[name] = child
                    node = child
                }
            }
            node.provider = NumberedPath.Provider(
                className: providerClass.name, isComponentItself: providerClass.isComponentItself,
                conditions: providerClass.conditions)
        }
    }
    var paths: [NumberedPath] = []
    func visit(_ node: TrieNode, name: String, parent: Int?) {
        let number = paths.count
        paths.append(NumberedPath(number: number, component: name, parent: parent, provider: node.provider))
        for childName in node.children.keys.sorted() { visit(node.children[childName]!, name: childName, parent: number) }
    }
    for rootName in origin.children.keys.sorted() { visit(origin.children[rootName]!, name: rootName, parent: nil) }
    return paths
}
