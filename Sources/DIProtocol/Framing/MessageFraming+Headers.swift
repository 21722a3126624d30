import Foundation

extension MessageFraming {
    /// Reads `Content-Length` from a header block (the bytes before `\r\n\r\n`).
    ///
    /// Header names compare case-insensitively; `Content-Type` and unknown headers are accepted and ignored, since
    /// the spec fixes the body's encoding as UTF-8 JSON.
    static func contentLength(in header: ArraySlice<UInt8>) -> Result<Int, FramingError> {
        guard let text = String(bytes: header, encoding: .ascii) ?? String(validating: header, as: UTF8.self)
        else { return .failure(.malformedHeader("The header block is not text")) }
        var contentLength: Int?
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(.malformedHeader("Header line without a colon: \(line.prefix(80))"))
            }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard name == "content-length" else { continue }
            guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), value.utf8.count <= 18,
                let length = Int(value)
            else { return .failure(.invalidContentLength(String(value.prefix(80)))) }
            contentLength = length
        }
        guard let contentLength else { return .failure(.missingContentLength) }
        return .success(contentLength)
    }
}
