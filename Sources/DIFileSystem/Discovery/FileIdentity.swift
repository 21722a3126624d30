/// A file or folder as the file system knows it: the same pair is the same file, however it is reached.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init(device: some BinaryInteger, inode: some BinaryInteger) {
        self.device = UInt64(truncatingIfNeeded: device)
        self.inode = UInt64(truncatingIfNeeded: inode)
    }
}
