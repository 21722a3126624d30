/// What every shape of synthetic workspace can vary (see `workspace-generator`'s usage).
public struct ShapeOptions: Sendable {
    /// Remove or add something so that the workspace has errors to report.
    public var breakOne = false
    /// Only DI declarations, no ordinary code (tree shape).
    public var diOnly = false
    /// Components per file with `diOnly` (tree shape).
    public var perFile = 1

    public init(breakOne: Bool = false, diOnly: Bool = false, perFile: Int = 1) {
        self.breakOne = breakOne
        self.diOnly = diOnly
        self.perFile = perFile
    }
}
