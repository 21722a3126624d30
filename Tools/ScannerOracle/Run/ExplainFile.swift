import DIScanner
import Foundation

/// `scanner-oracle --explain FILE`: both readers' facts for one file and where they differ, for debugging
/// a disagreement without a corpus run.
enum ExplainFile {
    static func run(path: String, swiftc: URL) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            print("cannot read \(path)")
            return 2
        }
        let bytes = [UInt8](data)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scanner-oracle-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let processor = BatchProcessor(
            corpus: URL(fileURLWithPath: path).deletingLastPathComponent(), invocation: CompilerInvocation(swiftc: swiftc),
            scratch: scratch)
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard case .compared(_, let disagreements, let problems)? = processor.process([name]).first,
            let compiler = processor.compilerFacts(relativePath: name)
        else {
            print("excluded: \(processor.process([name]).first.map { "\($0)" } ?? "")")
            return 1
        }
        print("== compiler")
        describe(compiler)
        print("== scanner")
        describe(ScannerFactsReader.facts(of: DIScanner.scan(bytes), bytes: bytes))
        print("== self-check problems: \(problems)")
        print("== disagreements (\(disagreements.count))")
        for item in disagreements {
            print("\(item.category.rawValue) line \(item.line) \(item.subject): compiler \(item.compiler) | scanner \(item.scanner)")
        }
        return disagreements.isEmpty ? 0 : 1
    }

    private static func describe(_ facts: FileFacts) {
        for declaration in facts.declarations {
            print("\(declaration.line): \(declaration.accessLevel) \(declaration.kind) \(declaration.name) : \(declaration.inheritedTypes)")
        }
        for member in facts.members {
            print("\(member.line):   \(member.accessLevel) \(member.name): \(member.type ?? "none")  in \(member.ownerKind) \(member.ownerName)")
        }
    }
}
