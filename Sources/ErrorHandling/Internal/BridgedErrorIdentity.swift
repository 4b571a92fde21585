import Foundation

/// The `NSError` domain and code of any error, read without bridging it to an `NSError`.
///
/// `Error._domain` and `Error._code` are right for `NSError`s, for plain Swift errors and, on
/// Apple platforms, for `CustomNSError` types. On Linux some Foundation types (`CocoaError`
/// among them) report their Swift type name and case index there instead, so a
/// `CustomNSError` is asked for its own `errorDomain` and `errorCode`.
extension Error {
    /// The error's `NSError` domain and code, read together: both need the same cast.
    var bridgedDomainAndCode: (domain: String, code: Int) {
        if !(Swift.type(of: self) is AnyClass), let custom = self as? any CustomNSError {
            return (Swift.type(of: custom).errorDomain, custom.errorCode)
        }
        return (_domain, _code)
    }
}
