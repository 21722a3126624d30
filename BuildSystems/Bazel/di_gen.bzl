"""Bazel rules for di-lsp: `di_gen` writes a unit's dependency providers with di-gen, as one cacheable action
whose inputs are exactly `srcs` (and `config`) and whose output is one Swift file; `di_lsp_check_test` runs
`di-lsp --check` on the same files. Written for Bazel 4.2 and later, loaded from a WORKSPACE (no bzlmod needed).

    load("//bazel:di_gen.bzl", "di_gen", "di_lsp_check_test")

    di_gen(name = "providers", srcs = glob(["Sources/**/*.swift"]), out = "GeneratedProviders.swift")
    di_lsp_check_test(name = "di_check", srcs = glob(["Sources/**/*.swift"]))

`tool` defaults to `//tools:di-gen` (and `//tools:di-lsp` for the test): a `di-gen` binary the workspace provides,
built with SwiftPM (`swift build -c release --product di-gen`) and exported, or produced by rules_swift.
"""

def _di_gen_impl(ctx):
    out = ctx.outputs.out
    args = ctx.actions.args()
    args.add("generate")
    # The output lies in bazel-out, outside the folder of the sources: di-gen's guard would refuse it otherwise.
    args.add("--force")
    args.add("--output", out)
    inputs = list(ctx.files.srcs)
    if ctx.file.config:
        args.add("--root", ctx.file.config.dirname)
        inputs.append(ctx.file.config)
    # The exact inputs, one a line, in a params file: di-gen reads only these (no folder walk in the sandbox).
    files = ctx.actions.args()
    files.add_all(ctx.files.srcs)
    files.use_param_file("--files-from=%s", use_always = True)
    files.set_param_file_format("multiline")
    ctx.actions.run(
        executable = ctx.executable.tool,
        arguments = [args, files],
        inputs = inputs,
        outputs = [out],
        mnemonic = "DIGen",
        progress_message = "di-gen: generating dependency providers %s" % out.short_path,
    )
    return [DefaultInfo(files = depset([out]))]

di_gen = rule(
    implementation = _di_gen_impl,
    doc = "Generates the dependency providers of the components in `srcs` into `out`.",
    attrs = {
        "srcs": attr.label_list(allow_files = [".swift"], mandatory = True),
        "out": attr.output(mandatory = True),
        "config": attr.label(allow_single_file = [".json"], doc = "the unit's .di-lsp.json, when it has one"),
        "tool": attr.label(executable = True, cfg = "exec", allow_single_file = True, default = "//tools:di-gen"),
    },
)

def _di_lsp_check_test_impl(ctx):
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    command = [ctx.executable.tool.short_path, "--check"] + [f.short_path for f in ctx.files.srcs]
    ctx.actions.write(script, "#!/bin/sh\nexec " + " ".join(["'%s'" % part for part in command]) + "\n", is_executable = True)
    runfiles = ctx.runfiles(files = [ctx.executable.tool] + ctx.files.srcs + ([ctx.file.config] if ctx.file.config else []))
    return [DefaultInfo(executable = script, runfiles = runfiles)]

di_lsp_check_test = rule(
    implementation = _di_lsp_check_test_impl,
    doc = "Fails when `di-lsp --check` finds errors in the components of `srcs`.",
    test = True,
    attrs = {
        "srcs": attr.label_list(allow_files = [".swift"], mandatory = True),
        "config": attr.label(allow_single_file = [".json"]),
        "tool": attr.label(executable = True, cfg = "target", allow_single_file = True, default = "//tools:di-lsp"),
    },
)
