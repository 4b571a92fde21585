import Foundation

/// The `CocoaError` and POSIX codes of file operations that ``ErrorTranslator/standard``
/// translates: a full disk, a missing file, a file the app may not read or write.
enum FileErrorCodes {
    /// `CocoaError` codes (`NSCocoaErrorDomain`) and the errors they become.
    static let cocoa: [Int: any Error] = [
        CocoaError.Code.fileWriteOutOfSpace.rawValue: AppError.storageFull,
        CocoaError.Code.fileNoSuchFile.rawValue: AppError.notFound,
        CocoaError.Code.fileReadNoSuchFile.rawValue: AppError.notFound,
        CocoaError.Code.fileReadNoPermission.rawValue: AppError.forbidden,
        CocoaError.Code.fileWriteNoPermission.rawValue: AppError.forbidden,
        CocoaError.Code.fileWriteVolumeReadOnly.rawValue: AppError.forbidden,
    ]

    /// POSIX codes (`NSPOSIXErrorDomain`) and the errors they become.
    static let posix: [Int: any Error] = [
        Int(POSIXErrorCode.ENOSPC.rawValue): AppError.storageFull,
        Int(POSIXErrorCode.EDQUOT.rawValue): AppError.storageFull,
        Int(POSIXErrorCode.ENOENT.rawValue): AppError.notFound,
        Int(POSIXErrorCode.EACCES.rawValue): AppError.forbidden,
        Int(POSIXErrorCode.EPERM.rawValue): AppError.forbidden,
        Int(POSIXErrorCode.EROFS.rawValue): AppError.forbidden,
    ]
}
