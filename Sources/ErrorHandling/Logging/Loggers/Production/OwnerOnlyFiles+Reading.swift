import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension OwnerOnlyFiles {
    /// What reading a file of the app's own found.
    package enum Contents: Equatable, Sendable {
        /// The whole file.
        case bytes([UInt8])
        /// Nothing is at the path.
        case missing
        /// The file holds more than the limit; none of it was read.
        case tooLarge
        /// What is at the path is not read: a symbolic link, not a regular file, another user's,
        /// or unreadable; `reason` says which.
        case refused(reason: String)
    }

    /// Reads the regular file of the process's own user at `path`, at most `limit` bytes of it,
    /// as the production log reads its files: opened without following a symbolic link or
    /// waiting for the writer of a FIFO, and checked on the open descriptor.
    package static func readOwnRegularFile(atPath path: String, limit: Int) -> Contents {
        StandardStreams.reserveClosedOnes()
        let opened = systemOpen(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0)
        guard opened >= 0 else {
            if errno == ENOENT { return .missing }
            return .refused(reason: errno == ELOOP ? "\(path) is a symbolic link" : "cannot open \(path)")
        }
        defer { _ = LogFile.closeDescriptor(opened) }
        do throws(SystemError) {
            let status = try LogFile.ownRegularFileStatus(of: opened, path: path)
            let file = OpenLogFile(descriptor: opened, path: path, status: status, closesDescriptor: false)
            guard file.size <= limit else { return .tooLarge }
            // One byte more than the size tells a file that grew since from one that did not.
            let capacity = file.size + 1
            var bytes = [UInt8](repeating: 0, count: capacity)
            let count = try bytes.withUnsafeMutableBytes { buffer in
                Result { () throws(SystemError) in try file.read(into: buffer, count: capacity, at: 0) }
            }.get()
            guard count <= file.size else { return .tooLarge }
            bytes.removeLast(capacity - count)
            return .bytes(bytes)
        } catch {
            return .refused(reason: error.reason)
        }
    }

    /// Makes sure the folder at `path` is one only the process's user can use: a missing folder
    /// is created `0700` (with the folders above it), and a folder of that user's that others may
    /// use is made `0700`.
    /// - Returns: Why the folder cannot be used — a symbolic link, not a folder, another user's, or
    ///   not to be created — or `nil` when it can.
    package static func ownerOnlyFolder(atPath path: String) -> String? {
        OwnerOnlyFiles.createFolders(above: (path as NSString).appendingPathComponent("file"))
        var status = stat()
        guard lstat(path, &status) == 0 else { return SystemError("cannot create \(path)").reason }
        guard (status.st_mode & S_IFMT) != S_IFLNK else { return "\(path) is a symbolic link" }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { return "\(path) is not a folder" }
        guard status.st_uid == geteuid() else { return "\(path) belongs to another user" }
        if status.st_mode & 0o077 != 0, chmod(path, 0o700) != 0 {
            return SystemError("cannot make \(path) private").reason
        }
        return nil
    }
}
