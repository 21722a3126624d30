import DICommandLine
import XCTest

/// The option table is the one source of parsing and usage: what the table says is accepted, nothing else is,
/// and the usage text lists exactly the table.
final class ParseArgumentsTests: XCTestCase {
    private let output = CommandOption("--output", value: "FILE", required: true, help: "where to write")
    private let format = CommandOption("--format", choices: ["dot", "json"], default: "dot", help: "the format")
    private let count = CommandOption("--count", value: "N", range: 0...8, help: "how many")
    private var spec: CommandSpec {
        CommandSpec(tool: "tool", name: "run", summary: "runs", options: [output, format, .force, .color, count], details: ["Exit 0."])
    }

    private enum Format: String { case dot, json }

    private func parsed(_ arguments: [String]) throws -> ParsedArguments {
        try parseArguments(arguments, for: spec).get()
    }

    func testValuesFlagsAndOperands() throws {
        let options = try parsed(["--output", "a.swift", "--force", "Sources", "--format=json", "--", "-odd", "--force"])
        XCTAssertEqual(options[output], "a.swift")
        XCTAssertEqual(options[format], "json")
        XCTAssertTrue(options.has(.force))
        XCTAssertEqual(options.operands, ["Sources", "-odd", "--force"], "after --, everything is an operand")
        XCTAssertEqual(try parsed([])[format], "dot", "the default")
        XCTAssertEqual(try parsed([])[.color], "auto")
        XCTAssertTrue(try parsed(["-h"]).wantsHelp)
        XCTAssertFalse(try parsed(["--", "--help"]).wantsHelp)
    }

    func testValuesComeTyped() throws {
        XCTAssertEqual(try parsed(["--format", "json"]).choice(format, as: Format.self), .json)
        XCTAssertEqual(try parsed([]).choice(format, as: Format.self), .dot, "the default")
        XCTAssertEqual(try parsed(["--count=8"]).number(count), 8)
        XCTAssertNil(try parsed([]).number(count))
        XCTAssertFalse(try parsed(["--color", "never"]).colored)
        XCTAssertTrue(try parsed(["--color", "always"]).colored)
    }

    func testMistakesAreNamed() {
        XCTAssertEqual(parseArguments(["--count", "9"], for: spec).failure, "--count takes a whole number from 0 to 8, not 9")
        XCTAssertEqual(parseArguments(["--count", "many"], for: spec).failure, "--count takes a whole number from 0 to 8, not many")
        XCTAssertEqual(parseArguments(["--outptu", "x"], for: spec).failure, "unknown option --outptu; did you mean --output?")
        XCTAssertEqual(parseArguments(["--format", "svg"], for: spec).failure, "--format takes dot or json, not svg")
        XCTAssertEqual(parseArguments(["--output"], for: spec).failure, "--output needs a value")
        XCTAssertEqual(parseArguments(["--force=yes"], for: spec).failure, "--force takes no value")
        XCTAssertEqual(parseArguments(["--unknown"], for: spec).failure, "unknown option --unknown")
    }

    func testUsageListsExactlyTheTable() {
        let text = usageText(spec)
        XCTAssertTrue(text.hasPrefix("usage: tool run --output FILE [--format dot|json] [--force] [--color auto|always|never] [--count N] [--] [PATH ...]\n  runs\n"), text)
        for option in spec.options { XCTAssertTrue(text.contains("  \(option.name)"), option.name) }
        XCTAssertTrue(text.contains("the format (default dot)"))
        XCTAssertTrue(text.hasSuffix("  Exit 0."))
    }
}

private extension Result where Failure == UsageError {
    var failure: String? {
        if case .failure(let error) = self { return error.message }
        return nil
    }
}
