// Tuist/ProjectDescriptionHelpers/TargetScript+DIGen.swift: di-gen as a pre-build script of a Tuist target, with
// the input and output file lists di-gen writes (run `di-gen generate --input-file-list DIGen/inputs.xcfilelist
// --output-file-list DIGen/outputs.xcfilelist` once in the project's folder, commit DIGen/). Use it as
// `scripts: [.diGen()]` in the app's `Target`. Unverified: Tuist does not run on Linux, where this is tested.
import ProjectDescription

extension TargetScript {
    /// Generates the dependency providers before the target compiles, only when a listed input changed.
    public static func diGen(lists folder: String = "DIGen") -> TargetScript {
        .pre(
            script: """
                DI_GEN="${DI_GEN:-$(command -v di-gen || true)}"
                if [ -z "$DI_GEN" ]; then echo "error: di-gen is not installed (make install in a di-lsp checkout, or set DI_GEN)"; exit 1; fi
                exec "$DI_GEN" generate --root "$SRCROOT" --files-from "$SCRIPT_INPUT_FILE_LIST_0" --output "$(head -n 1 "$SCRIPT_OUTPUT_FILE_LIST_0")"
                """,
            name: "di-gen",
            inputFileListPaths: ["$(SRCROOT)/\(folder)/inputs.xcfilelist"],
            outputFileListPaths: ["$(SRCROOT)/\(folder)/outputs.xcfilelist"],
            basedOnDependencyAnalysis: true)
    }
}
