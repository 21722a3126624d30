extension DidChangeWatchedFilesNotification {
    /// Read straight from the parsed params instead of through `JSONDecoder`: a branch switch sends tens of
    /// thousands of changes at once, and the general path (re-encoding the params, then decoding) took 0.4 s
    /// of the main loop at 40,000. Anything not of the expected shape goes the general way, for its message.
    public static func decodeDirectly(params: JSONValue?) throws(ResponseError) -> Self {
        guard case .object(let object)? = params, case .array(let items)? = object["changes"] else { return try decode(params: params) }
        var changes: [FileEvent] = []
        changes.reserveCapacity(items.count)
        for item in items {
            guard case .object(let change) = item, case .string(let uri)? = change["uri"], case .int(let type)? = change["type"]
            else { return try decode(params: params) }
            changes.append(FileEvent(uri: DocumentURI(uri), type: FileChangeType(rawValue: type)))
        }
        return Self(changes: changes)
    }
}
