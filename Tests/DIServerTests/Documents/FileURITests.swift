import DIFileSystem
import DIProtocol
import DIServer
import XCTest

final class FileURITests: XCTestCase {
    func testDecodesPercentEscapesAndSpaces() {
        XCTAssertEqual(FileURI.path(from: "file:///Users/me/My%20Project/A.swift"), "/Users/me/My Project/A.swift")
        XCTAssertEqual(FileURI.path(from: "file:///tmp/caf%c3%a9.swift"), "/tmp/café.swift")
    }

    func testAcceptsUnescapedTextAsSomeClientsSendIt() {
        XCTAssertEqual(FileURI.path(from: "file:///tmp/My Project/café.swift"), "/tmp/My Project/café.swift")
    }

    func testEncodesSpacesAndNonASCII() {
        XCTAssertEqual(FileURI.uri(fromPath: "/tmp/My Project/Ü.swift"), "file:///tmp/My%20Project/%C3%9C.swift")
        XCTAssertEqual(FileURI.uri(fromPath: "/a/b-c_d.e~f"), "file:///a/b-c_d.e~f")
    }

    func testPathsRoundTrip() {
        for path in ["/", "/a b/#x?y%z@:+&=.swift", "/日本/🦄/file.swift", "/tmp/100%"] {
            XCTAssertEqual(FileURI.path(from: FileURI.uri(fromPath: path)), path)
        }
    }

    func testHostsSchemesAndSuffixes() {
        XCTAssertEqual(FileURI.path(from: "file://localhost/a"), "/a")
        XCTAssertEqual(FileURI.path(from: "file:/a"), "/a")
        XCTAssertEqual(FileURI.path(from: "FILE:///a"), "/a")
        XCTAssertEqual(FileURI.path(from: "file:///a/b.swift#L3"), "/a/b.swift")
        XCTAssertEqual(FileURI.path(from: "file:///a?x=1"), "/a")
        XCTAssertNil(FileURI.path(from: "https://example.com/a"))
        XCTAssertNil(FileURI.path(from: "file://server/share/a"))
        XCTAssertNil(FileURI.path(from: "untitled:Untitled-1"))
        XCTAssertNil(FileURI.path(from: "file:a"))
    }

    func testMalformedEscapes() {
        XCTAssertEqual(FileURI.path(from: "file:///a%zz%4"), "/a%zz%4")
    }

    func testNamesThatAreNotUTF8RoundTripExactly() {
        // The byte 0xFF, and a valid sequence that decodes into the escape range, are both kept byte for byte.
        let escaped = FileURI.path(from: "file:///a%FFb/%F4%8F%BF%BF.swift")
        XCTAssertEqual(escaped.map(FileNameBytes.bytes(of:)), Array("/a".utf8) + [0xFF] + Array("b/".utf8) + [0xF4, 0x8F, 0xBF, 0xBF] + Array(".swift".utf8))
        XCTAssertEqual(escaped.map(FileURI.uri(fromPath:)), "file:///a%FFb/%F4%8F%BF%BF.swift")
        XCTAssertEqual(FileURI.path(from: "file:///caf%C3%A9"), "/café")
    }

    func testPathsAreNormalisedWithoutTheDisk() {
        XCTAssertEqual(FileURI.normalizedPath("/a//b/./c/../d/"), "/a/b/d")
        XCTAssertEqual(FileURI.normalizedPath("/../.."), "/")
        XCTAssertEqual(FileURI.normalizedPath("/"), "/")
        // Already normal paths come back as they are; every irregular component is caught.
        for normal in ["/a", "/a/b.swift", "/a/.b/c", "/a/...", "/a/..b/c", "/.x"] { XCTAssertEqual(FileURI.normalizedPath(normal), normal) }
        XCTAssertEqual(FileURI.normalizedPath("/a/."), "/a")
        XCTAssertEqual(FileURI.normalizedPath("/a/b/.."), "/a")
        XCTAssertEqual(FileURI.normalizedPath("//a"), "/a")
        XCTAssertEqual(FileURI.normalizedPath("/a/"), "/a")
        XCTAssertEqual(FileURI.normalizedPath("/./a"), "/a")
    }
}
