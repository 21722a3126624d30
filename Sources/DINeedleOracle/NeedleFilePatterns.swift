/// The line shapes `NeedleGeneratedFile` reads, compiled once: a regex literal is parsed again each time it is
/// evaluated. Not `Sendable` (`Regex` is not): one per thread.
public final class NeedleFilePatterns {
    let classHead: Regex<(Substring, Substring, Substring?)> = #/^(?:@\w+\s+)*(?:private\s+|fileprivate\s+)?class\s+(\w+)\s*:\s*(?:@\w+\s+)?(\w+)?/#
    let parentChain: Regex<(Substring, Substring)> = #/component((?:\.parent)+)/#
    let ancestorAssignment: Regex<(Substring, Substring, Substring, Substring)> = #/(?:self\.)?(\w+)\s*=\s*component((?:\.parent)+)\s+as!\s+(\w+)/#
    let factoryHead: Regex<(Substring, Substring)> = #/^(?:@\w+\s+)*(?:private\s+|fileprivate\s+)?func\s+(factory\w+)\s*\(/#
    let registration: Regex<(Substring, Substring, Substring)> = #/registerProviderFactory\("([^"]+)",\s*(\w+)\)/#
    let oldRegistration: Regex<(Substring, Substring)> = #/registerDependencyProviderFactory\(\s*for:\s*"([^"]+)"\s*\)/#
    let reformattedPath: Regex<(Substring, Substring)> = #/for:\s*"([^"]+)"\s*(?:\)\s*\{\s*component\s+in)?/#
    let oldProvider: Regex<(Substring, Substring)> = #/^(\w+)\(component:\s*component\)/#
    let getterHead: Regex<(Substring, Substring)> = #/^(?:public\s+)?var\s+(\w+)\s*:/#
    let getterBody: Regex<(Substring, Substring)> = #/\{\s*(?:return\s+)?(.+?)\s*\}$/#
    let nonCoreGetter: Regex<(Substring, Substring, Substring, Substring)> = #/\((\w+)\.nonCoreComponent\s+as!\s+(\w+)\)\.(\w+)/#
    let pluginGetter: Regex<(Substring, Substring, Substring)> = #/(\w+)\.pluginExtension\.(\w+)/#
    let memberGetter: Regex<(Substring, Substring, Substring)> = #/(\w+)\.(\w+)/#
    let providerCall: Regex<(Substring, Substring, Substring)> = #/(\w+)\((.*)\)/#
    let ancestorArgument: Regex<(Substring, Substring, Substring, Substring)> = #/(\w+):\s*parent(\d+)\(component\)\s+as!\s+(\w+)/#

    public init() {}
}
