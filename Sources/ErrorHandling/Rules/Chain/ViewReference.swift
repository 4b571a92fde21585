/// How a handler refers to its view: weakly when the view is an object, so a view controller
/// that owns its handler is not kept alive by it; by value otherwise.
///
/// Whether the view makes presentations of assessed errors itself (``AssessmentPresenting``) is
/// worked out once, when the reference is made, so that handling an error reads it without a
/// cast. Such a view is the link of an ``ErrorCenter``, which holds its center weakly: it is
/// held strongly, as no view controller owns it, so that reading it on every handled error
/// copies no weak reference.
enum ViewReference {
    case none
    case strong(any ErrorHandlerView)
    case weak(WeakView)
    /// A view that makes presentations of assessed errors itself.
    case presenting(any AssessmentPresenting)

    struct WeakView {
        weak var view: (any ErrorHandlerView & AnyObject)?
    }

    init(_ view: (any ErrorHandlerView)?) {
        guard let view else {
            self = .none
            return
        }
        if let presenting = view as? any AssessmentPresenting {
            self = .presenting(presenting)
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
        case .presenting(let view): view
        }
    }

    /// This reference while its view is alive; otherwise the presenter of `scope`, when there
    /// is one (see ``HandlingScope/presenter``).
    func fallingBack(to scope: (any HandlingScope)?) -> ViewReference {
        switch self {
        case .strong, .presenting:
            return self
        case .weak(let reference) where reference.view != nil:
            return self
        case .none, .weak:
            guard let presenter = scope?.presenter else { return self }
            return .presenting(presenter)
        }
    }

    /// The view, when it presents assessed errors itself.
    var presenting: (any AssessmentPresenting)? {
        guard case .presenting(let view) = self else { return nil }
        return view
    }
}
