/// Notes each of Needle's committed generated files: the analysis skips them (they describe Needle's choices,
/// not the graph), and after migrating to di-gen they must go, or two registrations would compete.
///
/// Lint: `needle-generated-file` (note), at the start of the file.
func collectNeedleGeneratedFiles(into problems: inout [Problem], from resolution: Resolution) {
    for file in resolution.graph.needleGeneratedFiles { problems.append(.needleGeneratedFile(file)) }
}
