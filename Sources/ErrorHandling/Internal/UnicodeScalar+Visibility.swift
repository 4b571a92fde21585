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

extension Unicode.Scalar {
    /// Whether the scalar shows nothing where it stands, so that a text made only of such
    /// scalars looks empty: white space and line breaks, control and format characters, and
    /// every default-ignorable code point (zero-width spaces and joiners, variation selectors,
    /// tag characters, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0), and the blank
    /// Braille pattern U+2800, which fonts draw as an empty cell.
    var showsNothing: Bool {
        let properties = properties
        if properties.isWhitespace || properties.isDefaultIgnorableCodePoint || properties.isVariationSelector
        {
            return true
        }
        switch properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return value == 0x2800
        }
    }

    /// Whether the scalar is a tag character, U+E0000…U+E007F: invisible, it can carry a
    /// hidden copy of ASCII text that a reader does not see and a program does.
    var isTagCharacter: Bool {
        (0xE0000...0xE007F).contains(value)
    }
}
