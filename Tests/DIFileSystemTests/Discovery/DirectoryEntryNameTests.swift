@testable import DIFileSystem
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `readdir` records are as long as their names; the last one of a buffer may end right before unmapped memory.
final class DirectoryEntryNameTests: XCTestCase {
    func testAShortRecordEndingAtUnmappedMemoryIsReadInPlace() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let base = try XCTUnwrap(mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        XCTAssertNotEqual(base, MAP_FAILED)
        defer { munmap(base, 2 * page) }
        XCTAssertEqual(mprotect(base + page, page, PROT_NONE), 0)  // what follows the record cannot be read
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let name = Array("A.swift".utf8) + [0]
        // As the kernel lays records out: 8-byte aligned, padded to 8, this one the last before the unmapped page.
        let record = base + page - (nameOffset + name.count + 7) / 8 * 8
        (record + nameOffset).copyMemory(from: name, byteCount: name.count)
        XCTAssertEqual(entryName(record.assumingMemoryBound(to: dirent.self)), "A.swift")
    }
}
