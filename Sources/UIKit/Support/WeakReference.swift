/// An object held weakly, for lists of objects whose lives are not the list's to extend
/// (windows on show, responders sharing an activity, views an animation suspends).
struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object?) {
        self.object = object
    }
}
