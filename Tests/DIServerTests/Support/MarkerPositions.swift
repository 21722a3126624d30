import DIProtocol
import DIServer
import DITestSupport
import Foundation
import XCTest

extension TemporaryWorkspace {
    /// The URI of a marker's file and the marker's position there, in UTF-16 units.
    func position(of marker: String, file: StaticString = #filePath, line: UInt = #line) throws -> (uri: String, position: JSONValue) {
        let (path, offset) = try XCTUnwrap(fixture.markers[marker], "no marker \(marker)", file: file, line: line)
        let position = PositionConverter(Array(try text(of: path).utf8)).position(of: offset, encoding: .utf16)
        return (uri(path), try JSONValue(encoding: position))
    }

    /// `{"textDocument": {"uri": …}, "position": …}` at a marker, with `extra` members.
    func positionParams(
        _ marker: String, adding extra: [String: JSONValue] = [:], file: StaticString = #filePath, line: UInt = #line
    ) throws -> JSONValue {
        let (uri, position) = try self.position(of: marker, file: file, line: line)
        return .object(extra.merging(["textDocument": ["uri": .string(uri)], "position": position]) { $1 })
    }
}
