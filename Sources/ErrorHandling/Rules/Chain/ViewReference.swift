/// How a handler refers to its view: weakly when the view is an object, so a view controller
/// that owns its handler is not kept alive by it; by value otherwise.
///
/// Whether the view makes presentations of assessed errors itself (``AssessmentPresenting``) is
/// worked out once, when the reference is made, so that handling an error reads it without a
/// cast.
enum ViewReference {
    case none
    case strong(any ErrorHandlerView)
    case weak(WeakView)

    struct WeakView {
        weak var view: (any ErrorHandlerView & AnyObject)?
        /// The same view, when it presents assessed errors itself.
        weak var presenting: (any AssessmentPresenting)?
    }

    init(_ view: (any ErrorHandlerView)?) {
        guard let view else {
            self = .none
            return
        }
        if let object = view as? any ErrorHandlerView & AnyObject {
            self = .weak(WeakView(view: object, presenting: object as? any AssessmentPresenting))
        } else {
            self = .strong(view)
        }
    }

    /// The view, while it is alive.
    var view: (any ErrorHandlerView)? {
        switch self {
        case .none: nil
        case .strong(let view): view
        case .weak(let reference): reference.view
        }
    }

    /// The view, while it is alive, when it presents assessed errors itself: an object, as
    /// every ``AssessmentPresenting`` view is.
    var presenting: (any AssessmentPresenting)? {
        guard case .weak(let reference) = self else { return nil }
        return reference.presenting
    }
}
