/// How a handler refers to its view: weakly when the view is an object, so a view controller
/// that owns its handler is not kept alive by it; by value otherwise.
///
/// Whether the view makes presentations of assessed errors itself (``AssessmentPresenting``) is
/// worked out once, when the reference is made, so that handling an error reads it without a
/// cast. Each case holds one reference, so that reading the view copies one weak reference, not
/// two.
enum ViewReference {
    case none
    case strong(any ErrorHandlerView)
    case weak(WeakView)
    /// A view that makes presentations of assessed errors itself, held weakly.
    case presenting(WeakPresentingView)

    struct WeakView {
        weak var view: (any ErrorHandlerView & AnyObject)?
    }

    struct WeakPresentingView {
        weak var view: (any AssessmentPresenting)?
    }

    init(_ view: (any ErrorHandlerView)?) {
        guard let view else {
            self = .none
            return
        }
        if let presenting = view as? any AssessmentPresenting {
            self = .presenting(WeakPresentingView(view: presenting))
        } else if let object = view as? any ErrorHandlerView & AnyObject {
            self = .weak(WeakView(view: object))
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
        case .presenting(let reference): reference.view
        }
    }

    /// The view, while it is alive, when it presents assessed errors itself: an object, as
    /// every ``AssessmentPresenting`` view is.
    var presenting: (any AssessmentPresenting)? {
        guard case .presenting(let reference) = self else { return nil }
        return reference.view
    }
}
