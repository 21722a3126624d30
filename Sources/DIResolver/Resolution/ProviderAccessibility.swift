extension PathWalk {
    /// Generated code lives beside the consumer; it cannot read private members, nor internal ones of another module.
    func inaccessibility(of provider: Provider, from component: Component) -> InaccessibleReason? {
        if provider.access <= .fileprivate { return .access(provider.access) }
        if provider.access <= .internal, let providerModule = provider.module, let consumerModule = component.module,
            providerModule != consumerModule
        {
            return .otherModule(providerModule: providerModule, consumerModule: consumerModule)
        }
        return nil
    }
}
