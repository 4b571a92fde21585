/// How a handler refers to its view: weakly when the view is an object, so a view controller
/// that owns its handler is not kept alive by it; by value otherwise.
enum ViewReference {
    case none
    case strong(any ErrorHandlerView)
    case weak(WeakView)

    struct WeakView {
        weak var object: AnyObject?
    }

    init(_ view: (any ErrorHandlerView)?) {
        guard let view else {
            self = .none
            return
        }
        if type(of: view) is AnyClass {
            self = .weak(WeakView(object: view as AnyObject))
        } else {
            self = .strong(view)
        }
    }

    /// The view, while it is alive.
    var view: (any ErrorHandlerView)? {
        switch self {
        case .none:
            return nil
        case .strong(let view):
            return view
        case .weak(let reference):
            return reference.object as? any ErrorHandlerView
        }
    }
}
