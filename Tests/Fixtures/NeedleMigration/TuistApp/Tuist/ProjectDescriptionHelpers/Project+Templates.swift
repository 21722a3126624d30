import ProjectDescription

extension TargetScript {
    /// Runs Needle's generator before the app target compiles.
    public static let needle = TargetScript.pre(
        script: """
        FILE_PATH="$SRCROOT/Sources"
        export PATH="$PATH:/opt/homebrew/bin"
        if which needle > /dev/null; then
          SOURCEKIT_LOGGING=0 && needle generate "${FILE_PATH}/NeedleGenerated.swift" \\
            "$SRCROOT/../" \\
            --exclude-paths /Sample --exclude-suffixes Tests
        else
          echo "warning: Needle not installed"
        fi
        """,
        name: "Needle"
    )
}

extension TargetDependency {
    public static let needle = TargetDependency.external(name: "NeedleFoundation")
}
