/// The `value` of a work-done `$/progress` notification, told apart on the wire by its `kind` member.
public enum WorkDoneProgress: Hashable, Sendable, Codable {
    case begin(WorkDoneProgressBegin)
    case report(WorkDoneProgressReport)
    case end(WorkDoneProgressEnd)

    private enum CodingKeys: String, CodingKey { case kind, title, cancellable, message, percentage }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let cancellable = try container.decodeIfPresent(Bool.self, forKey: .cancellable)
        let message = try container.decodeIfPresent(String.self, forKey: .message)
        let percentage = try container.decodeIfPresent(Int.self, forKey: .percentage)
        switch try container.decode(String.self, forKey: .kind) {
        case "begin":
            let title = try container.decode(String.self, forKey: .title)
            self = .begin(.init(title: title, cancellable: cancellable, message: message, percentage: percentage))
        case "report":
            self = .report(.init(cancellable: cancellable, message: message, percentage: percentage))
        case "end":
            self = .end(.init(message: message))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "Unknown progress kind \(other)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .begin(let begin):
            try container.encode("begin", forKey: .kind)
            try container.encode(begin.title, forKey: .title)
            try container.encodeIfPresent(begin.cancellable, forKey: .cancellable)
            try container.encodeIfPresent(begin.message, forKey: .message)
            try container.encodeIfPresent(begin.percentage, forKey: .percentage)
        case .report(let report):
            try container.encode("report", forKey: .kind)
            try container.encodeIfPresent(report.cancellable, forKey: .cancellable)
            try container.encodeIfPresent(report.message, forKey: .message)
            try container.encodeIfPresent(report.percentage, forKey: .percentage)
        case .end(let end):
            try container.encode("end", forKey: .kind)
            try container.encodeIfPresent(end.message, forKey: .message)
        }
    }
}
