import DIFileSystem
import DIProtocol
import Foundation

/// Converts between `file://` URIs and absolute POSIX paths (Windows drive letters and UNC hosts are not handled).
///
/// Clients differ in what they percent-encode (VS Code encodes `:` and `@`, Neovim often does not), so the server
/// compares documents by the path this decodes to, never by URI text.
public enum FileURI {
    /// The path a `file:` URI names, or nil for another scheme, a remote host or a relative path. Query and
    /// fragment are dropped. Escapes that are not UTF-8 name bytes of a file name that is not UTF-8 either; they are
    /// kept losslessly (`FileNameBytes`).
    public static func path(from uri: DocumentURI) -> String? {
        var rest = Substring(uri.stringValue)
        guard rest.count >= 5, rest.prefix(5).lowercased() == "file:" else { return nil }
        rest = rest.dropFirst(5)
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
            let host = rest[..<hostEnd]
            guard host.isEmpty || host.lowercased() == "localhost" else { return nil }
            rest = rest[hostEnd...]
        }
        guard rest.hasPrefix("/") else { return nil }
        return percentDecoded(rest)
    }

    /// The `file://` URI of an absolute path, percent-encoding everything but unreserved characters and `/`; the
    /// bytes of a name that is not UTF-8 are encoded as themselves, so the URI is exact.
    public static func uri(fromPath path: String) -> DocumentURI {
        var encoded = "file://"
        for byte in FileNameBytes.bytes(of: path) {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + hexDigits[Int(byte >> 4)] + hexDigits[Int(byte & 0x0F)]
            }
        }
        return DocumentURI(encoded)
    }

    // MARK: - Internals

    private static let hexDigits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// Decodes `%XX` escapes; a `%` not followed by two hex digits stays literal, as browsers do.
    private static func percentDecoded(_ text: Substring) -> String {
        let input = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            if input[index] == UInt8(ascii: "%"), index + 2 < input.count,
                let high = hexValue(input[index + 1]), let low = hexValue(input[index + 2])
            {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(input[index])
                index += 1
            }
        }
        return FileNameBytes.string(fromBytes: output)
    }

    /// `path` with empty and `.` components removed and each `..` applied to the component before it, by text
    /// alone: Foundation's `standardizedFileURL` asks the disk about every component on Linux, which the server's
    /// loop must never wait for. A relative path is taken from the current directory.
    public static func normalizedPath(_ path: String) -> String {
        if isNormalized(path) { return path }
        let absolute = path.hasPrefix("/") ? path : currentDirectoryPath() + "/" + path
        var components: [Substring] = []
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// Absolute, without empty, `.` or `..` components and without a trailing slash: what a client sends almost
    /// always, checked in one pass (a branch switch names tens of thousands of paths).
    private static func isNormalized(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var bytes = path.utf8.makeIterator()
        guard bytes.next() == slash else { return false }
        // Bytes of the current component so far, and whether they are all dots.
        var length = 0, allDots = true
        while let byte = bytes.next() {
            if byte == slash {
                if length == 0 || (allDots && length <= 2) { return false }
                length = 0
                allDots = true
            } else {
                length += 1
                allDots = allDots && byte == dot
            }
        }
        return path == "/" || !(length == 0 || (allDots && length <= 2))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
