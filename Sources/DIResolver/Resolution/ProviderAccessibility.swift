extension PathWalk {
    /// Why the code di-gen generates for this path cannot read `provider`, if it cannot.
    ///
    /// Generated code is one file in one module: the configured `generatedCodeModule`, else the module of the
    /// path's root (the app that creates the root). It cannot read private or fileprivate members, nor internal
    /// ones of another module. A file with no known module is in every module, so no answer depends on a module
    /// boundary unless both modules are known.
    func inaccessibility(of provider: Provider, from component: Component) -> InaccessibleReason? {
        if provider.access <= .fileprivate { return .access(provider.access) }
        let root = stack.first ?? component.id
        if provider.access <= .internal, let providerModule = provider.module,
            let readingModule = graph.configuration.generatedCodeModule ?? graph[root].module, providerModule != readingModule
        {
            return .otherModule(providerModule: providerModule, consumerModule: readingModule)
        }
        return nil
    }
}
