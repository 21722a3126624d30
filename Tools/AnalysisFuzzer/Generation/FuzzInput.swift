/// One workspace to analyse: files as bytes, an edit to apply afterwards (to exercise the incremental update),
/// and a label saying how it was made (for grouping failures).
struct FuzzInput {
    struct File {
        var path: String
        var bytes: [UInt8]
    }

    var files: [File]
    /// The bytes the first file changes to in the incremental step.
    var editedFirstFile: [UInt8]
    /// `mutant` or the adversarial shape's name, with its size.
    var label: String

    /// Input `index` of a run seeded `seed`: mostly mutants of real Swift, sometimes (`shapeShare`) one of the
    /// adversarial shapes.
    static func generate(seed: UInt64, index: Int, corpus: Corpus, shapeShare: Double, sizeScale: Double) -> FuzzInput {
        var random = SeededRandom(seed: seed, index: index)
        if corpus.isEmpty || isShape(using: &random, shapeShare: shapeShare) {
            let shape = AdversarialShape.allCases.randomElement(using: &random)!
            let size = random.logUniform(upTo: max(1, Int(Double(shape.maximumSize) * sizeScale)))
            let files = shape.files(size: size, using: &random).map { File(path: $0.0, bytes: $0.1) }
            var edited = files[0].bytes
            Mutation.allCases.randomElement(using: &random)!.apply(to: &edited, other: [], using: &random)
            return FuzzInput(files: files, editedFirstFile: edited, label: "\(shape.rawValue) \(size)")
        }
        var files: [File] = []
        for number in 0..<Int.random(in: 1...4, using: &random) {
            guard var (_, bytes) = corpus.randomFile(using: &random) else { continue }
            let other = corpus.randomFile(using: &random)?.bytes ?? []
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                Mutation.allCases.randomElement(using: &random)!.apply(to: &bytes, other: other, using: &random)
            }
            files.append(File(path: "Sources/Module\(number % 2)/File\(number).swift", bytes: bytes))
        }
        if files.isEmpty { files = [File(path: "Sources/App/Empty.swift", bytes: [])] }
        var edited = files[0].bytes
        Mutation.allCases.randomElement(using: &random)!.apply(to: &edited, other: files.last!.bytes, using: &random)
        return FuzzInput(files: files, editedFirstFile: edited, label: "mutant")
    }

    /// Whether input `index` is an adversarial shape rather than a mutant (with a corpus): the first draw decides.
    static func isShape(seed: UInt64, index: Int, shapeShare: Double) -> Bool {
        var random = SeededRandom(seed: seed, index: index)
        return isShape(using: &random, shapeShare: shapeShare)
    }

    private static func isShape(using random: inout SeededRandom, shapeShare: Double) -> Bool {
        random.chance(shapeShare)
    }
}
