import Foundation

/// A parsed visual format string (Auto Layout's ASCII-art language):
///
/// ```
/// format     ::= (H: | V:)? (| connection)? view (connection view)* (connection |)?
/// view       ::= [ name (predicates)? ]
/// connection ::= empty | - | -predicate- | -(predicate, …)-
/// predicate  ::= (== | <= | >=)? (number | metric | viewName) (@ (number | metric))?
/// ```
struct VisualFormat: Equatable {
    var isVertical: Bool
    /// The connection from the superview's leading (or top) edge, when the format starts with `|`.
    var leadingEdge: Connection?
    var views: [View]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection]
    /// The connection to the superview's trailing (or bottom) edge, when the format ends with `|`.
    var trailingEdge: Connection?

    struct View: Equatable {
        var name: String
        /// Size predicates: the view's width (or height).
        var predicates: [Predicate]
    }

    enum Connection: Equatable {
        /// `[a][b]`: flush.
        case flush
        /// `-`: the standard space.
        case standard
        case predicates([Predicate])
    }

    struct Predicate: Equatable {
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: Value?

        enum Object: Equatable {
            case constant(Value)
            /// Another view's same dimension (in a view's predicates only).
            case view(String)
        }
    }

    enum Value: Equatable {
        case number(CGFloat)
        case metric(String)
    }
}
