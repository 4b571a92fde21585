extension Unicode.Scalar {
    /// Whether the scalar is one that text shown or logged must not carry: a control character
    /// (C0 and C1), or an invisible mark that reorders text to disguise it.
    package var isHiddenInText: Bool {
        switch properties.generalCategory {
        case .control:
            return true
        case .format:
            return properties.isBidiControl
        default:
            return false
        }
    }
}
