import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Log files hold user data, so what a ``LogFile`` creates is for the app's account only:
/// folders `0700`, files `0600` whatever the umask, and on Apple platforms kept out of backups
/// and, on iOS, tvOS, watchOS and visionOS, protected until the device is first unlocked.
///
/// Folders and files that exist already are left as they are: they belong to the app, which
/// may have chosen their permissions on purpose.
package enum OwnerOnlyFiles {
    /// Creates the missing folders above `path`, each `0700`. A folder that cannot be created
    /// is left for opening the file to report.
    package static func createFolders(above path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        var status = stat()
        guard !folder.isEmpty, folder != path, lstat(folder, &status) != 0, errno == ENOENT else { return }
        createFolders(above: folder)
        if mkdir(folder, 0o700) == 0 {
            _ = chmod(folder, 0o700)
        }
    }

    /// Makes the file just created at `path` and open as `descriptor` owner-only, and keeps it
    /// out of backups.
    package static func protect(newFile path: String, descriptor: Int32) {
        _ = fchmod(descriptor, 0o600)
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
            try? FileManager.default.setAttributes(
                [.protectionKey: FileProtectionType.completeUntilFirstUserAuthentication], ofItemAtPath: path)
        #endif
        #if canImport(Darwin)
            var url = URL(fileURLWithPath: path)
            var values = URLResourceValues()
            values.isExcludedFromBackup = true
            try? url.setResourceValues(values)
        #endif
    }
}
