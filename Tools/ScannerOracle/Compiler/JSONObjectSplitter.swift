import Foundation

/// Splits the frontend's output, JSON objects written back to back (`{...}{...}`), into one per file,
/// so each file's tree is parsed and released on its own.
enum JSONObjectSplitter {
    /// Objects start at `{"_kind":"source_file"`, a sequence that cannot occur inside a JSON string (its
    /// quotes would be escaped). Splitting there rather than by brace depth keeps one malformed object
    /// (the 6.3 dumper sometimes writes `"":{` after a `type_attributed` node) from swallowing the rest.
    static func objects(in data: Data) -> [Data] {
        let marker = Data(#"{"_kind":"source_file""#.utf8)
        var starts: [Data.Index] = []
        var searchFrom = data.startIndex
        while let found = data.range(of: marker, in: searchFrom..<data.endIndex) {
            starts.append(found.lowerBound)
            searchFrom = found.upperBound
        }
        return starts.indices.map { index in
            data.subdata(in: starts[index]..<(index + 1 < starts.count ? starts[index + 1] : data.endIndex))
        }
    }

    /// The `filename` of a `source_file` object, read from its head without parsing the whole object.
    static func filename(in object: Data) -> String? {
        let text = String(decoding: object.prefix(8192), as: UTF8.self)
        guard let keyRange = text.range(of: "\"filename\":\"") else { return nil }
        var result = ""
        var escaped = false
        for character in text[keyRange.upperBound...] {
            if escaped {
                result.append(character == "/" ? "/" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return result
            } else {
                result.append(character)
            }
        }
        return nil
    }
}
