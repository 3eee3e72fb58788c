import Foundation

/// Bar items, navigation items and gesture recognizers.
extension NibLoader {
    static let gestureClasses: [String: @MainActor () -> UIGestureRecognizer] = [
        "tapGestureRecognizer": { UITapGestureRecognizer(target: nil, action: nil) },
        "longPressGestureRecognizer": { UILongPressGestureRecognizer(target: nil, action: nil) },
        "panGestureRecognizer": { UIPanGestureRecognizer(target: nil, action: nil) },
        "swipeGestureRecognizer": { UISwipeGestureRecognizer(target: nil, action: nil) },
        "pinchGestureRecognizer": { UIPinchGestureRecognizer(target: nil, action: nil) },
        "rotationGestureRecognizer": { UIRotationGestureRecognizer(target: nil, action: nil) },
        "screenEdgePanGestureRecognizer": { UIScreenEdgePanGestureRecognizer(target: nil, action: nil) },
        "hoverGestureRecognizer": { UIHoverGestureRecognizer(target: nil, action: nil) },
    ]

    func makeGestureRecognizer(_ element: InterfaceBuilderElement) -> UIGestureRecognizer? {
        guard let make = Self.gestureClasses[element.name] else { return nil }
        let recognizer = make()
        if let custom = element["customClass"] {
            log(element, "the gesture recognizer class \(custom) is made as \(type(of: recognizer)) (Slate makes UIKit's recognizer classes from documents; make a custom one in code)")
        }
        register(recognizer, for: element)
        if let enabled = element.bool("enabled") { recognizer.isEnabled = enabled }
        if let cancels = element.bool("cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
        if let delays = element.bool("delaysTouchesBegan") { recognizer.delaysTouchesBegan = delays }
        if let delays = element.bool("delaysTouchesEnded") { recognizer.delaysTouchesEnded = delays }
        switch recognizer {
        case let tap as UITapGestureRecognizer:
            if let taps = element.integer("numberOfTapsRequired") { tap.numberOfTapsRequired = taps }
            if let touches = element.integer("numberOfTouchesRequired") { tap.numberOfTouchesRequired = touches }
        case let press as UILongPressGestureRecognizer:
            if let duration = element.number("minimumPressDuration") { press.minimumPressDuration = TimeInterval(duration) }
            if let movement = element.number("allowableMovement") { press.allowableMovement = movement }
            if let taps = element.integer("numberOfTapsRequired") { press.numberOfTapsRequired = taps }
            if let touches = element.integer("numberOfTouchesRequired") { press.numberOfTouchesRequired = touches }
        case let edge as UIScreenEdgePanGestureRecognizer:
            edge.edges = Self.rectEdge(element["edges"]) ?? edge.edges
        case let pan as UIPanGestureRecognizer:
            if let minimum = element.integer("minimumNumberOfTouches") { pan.minimumNumberOfTouches = minimum }
            if let maximum = element.integer("maximumNumberOfTouches") { pan.maximumNumberOfTouches = maximum }
        case let swipe as UISwipeGestureRecognizer:
            switch element["direction"] {
            case "left": swipe.direction = .left
            case "up": swipe.direction = .up
            case "down": swipe.direction = .down
            case "right": swipe.direction = .right
            default: break
            }
            if let touches = element.integer("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = touches }
        default:
            break
        }
        deferFinishing(recognizer, element)
        return recognizer
    }

    private static func rectEdge(_ name: String?) -> UIRectEdge? {
        switch name {
        case "left": .left
        case "right": .right
        case "top": .top
        case "bottom": .bottom
        case "all": .all
        default: nil
        }
    }

    // MARK: Bar items

    func makeBarButtonItem(_ element: InterfaceBuilderElement) -> UIBarButtonItem? {
        let item: UIBarButtonItem
        if let name = element["systemItem"], let systemItem = Self.barSystemItem(name) {
            item = UIBarButtonItem(barButtonSystemItem: systemItem, target: nil, action: nil)
        } else {
            item = UIBarButtonItem()
            item.title = values.string("title", of: element)
            item.image = values.image(named: element["image"], catalog: element["catalog"]) ?? values.image(element.child("imageReference", key: "image"))
        }
        if element["customClass"] != nil {
            log(element, "the bar button item class \(element["customClass"] ?? "") is made as UIBarButtonItem (make a custom one in code)")
        }
        register(item, for: element)
        if element["style"] == "done" { item.style = .done }
        if let width = element.number("width") { item.width = width }
        if let enabled = element.bool("enabled") { item.isEnabled = enabled }
        if let tag = element.integer("tag") { item.tag = tag }
        if let color = element.child("color", key: "tintColor") { item.tintColor = values.color(color) }
        if let custom = element.children.first(where: { $0.key == "customView" }), let view = makeObject(custom) as? UIView {
            item.customView = view
        }
        deferFinishing(item, element)
        return item
    }

    static func barSystemItem(_ name: String) -> UIBarButtonItem.SystemItem? {
        let names = ["done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action",
                     "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind",
                     "fastForward", "undo", "redo"]
        if name == "close" { return .close }
        return names.firstIndex(of: name).flatMap(UIBarButtonItem.SystemItem.init(rawValue:))
    }

    /// The controller's navigation item configured from `element` (or a new item, for a
    /// navigation bar's items).
    @discardableResult
    func makeNavigationItem(_ element: InterfaceBuilderElement, for controller: UIViewController?) -> UINavigationItem {
        let item = controller?.navigationItem ?? UINavigationItem()
        register(item, for: element)
        if let title = values.string("title", of: element) { item.title = title }
        if let prompt = element["prompt"] { item.prompt = prompt }
        if let backTitle = element["backButtonTitle"] { item.backButtonTitle = backTitle }
        if let hides = element.bool("hidesBackButton") { item.hidesBackButton = hides }
        if let supplements = element.bool("leftItemsSupplementBackButton") { item.leftItemsSupplementBackButton = supplements }
        switch element["largeTitleDisplayMode"] {
        case "always": item.largeTitleDisplayMode = .always
        case "never": item.largeTitleDisplayMode = .never
        default: break
        }
        func items(_ key: String) -> [UIBarButtonItem]? {
            guard let list = element.children.first(where: { $0.key == key }) else { return nil }
            return list.children.compactMap { makeObject($0) as? UIBarButtonItem }
        }
        if let left = items("leftBarButtonItems") { item.leftBarButtonItems = left }
        if let right = items("rightBarButtonItems") { item.rightBarButtonItems = right }
        if let left = element.child("barButtonItem", key: "leftBarButtonItem").flatMap(makeBarButtonItem) { item.leftBarButtonItem = left }
        if let right = element.child("barButtonItem", key: "rightBarButtonItem").flatMap(makeBarButtonItem) { item.rightBarButtonItem = right }
        if let back = element.child("barButtonItem", key: "backBarButtonItem").flatMap(makeBarButtonItem) { item.backBarButtonItem = back }
        if let titleView = element.children.first(where: { $0.key == "titleView" }), let view = makeObject(titleView) as? UIView {
            item.titleView = view
        }
        deferFinishing(item, element)
        return item
    }

    func makeTabBarItem(_ element: InterfaceBuilderElement) -> UITabBarItem? {
        let item: UITabBarItem
        if let name = element["systemItem"], let systemItem = Self.tabSystemItem(name) {
            item = UITabBarItem(tabBarSystemItem: systemItem, tag: element.integer("tag") ?? 0)
        } else {
            item = UITabBarItem()
            item.title = values.string("title", of: element)
            item.image = values.image(named: element["image"], catalog: element["catalog"]) ?? values.image(element.child("imageReference", key: "image"))
            item.selectedImage = values.image(named: element["selectedImage"], catalog: element["selectedImageCatalog"] ?? element["catalog"])
            if let tag = element.integer("tag") { item.tag = tag }
        }
        register(item, for: element)
        if let badge = element["badgeValue"] { item.badgeValue = badge }
        if let enabled = element.bool("enabled") { item.isEnabled = enabled }
        deferFinishing(item, element)
        return item
    }

    private static func tabSystemItem(_ name: String) -> UITabBarItem.SystemItem? {
        let names = ["more", "favorites", "featured", "topRated", "recents", "contacts", "history", "bookmarks", "search",
                     "downloads", "mostRecent", "mostViewed"]
        return names.firstIndex(of: name).flatMap(UITabBarItem.SystemItem.init(rawValue:))
    }
}
