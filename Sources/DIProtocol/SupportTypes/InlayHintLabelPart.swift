/// One piece of an inlay hint's label, for labels made of parts (`InlayHint.label`).
public struct InlayHintLabelPart: Hashable, Sendable, Codable {
    public var value: String
    public var location: Location?

    public init(value: String, location: Location? = nil) {
        self.value = value
        self.location = location
    }
}
