/// The keys of `.di-lsp.json`: the one list the loader accepts and `di-gen migrate needle` writes.
public enum ConfigurationKey: String, CaseIterable, Sendable {
    case include, exclude, generatedFile, generatedParts, units, modules, tuistGraph, componentBaseClasses, rootBaseClasses
    case severity
    case schema = "$schema"
    case name, excludeContaining, excludeSuffixes, module

    /// The file's own keys.
    public static let topLevel: [ConfigurationKey] = [
        .include, .exclude, .generatedFile, .generatedParts, .units, .modules, .tuistGraph, .componentBaseClasses,
        .rootBaseClasses, .severity, .schema,
    ]

    /// The keys of one of `units`, in the order a written unit lists them (the file it writes last).
    public static let unit: [ConfigurationKey] = [
        .name, .include, .exclude, .excludeContaining, .excludeSuffixes, .module, .generatedParts, .generatedFile,
    ]
}

extension [String: Any] {
    /// The value of `key` in a decoded JSON object.
    public subscript(key: ConfigurationKey) -> Any? {
        get { self[key.rawValue] }
        set { self[key.rawValue] = newValue }
    }
}
