import Foundation

/// One `<segue>` of a storyboard, as read: its kind, identifier, destination and the
/// presentation it asks for. A template is performed as often as it is triggered; each time
/// it makes a new destination and a new `UIStoryboardSegue`.
struct StoryboardSegueTemplate {
    enum Kind: String {
        case show, showDetail, presentation, popoverPresentation, custom, embed, relationship, unwind
        /// Interface Builder's deprecated kinds, performed as their replacements.
        case push, modal, replace, popover
    }

    let element: InterfaceBuilderElement
    let kind: Kind
    let identifier: String?
    let destinationID: String?
    /// The element of the object whose connection this is (a controller, control, cell, item).
    let sourceElement: InterfaceBuilderElement

    init?(element: InterfaceBuilderElement, source: InterfaceBuilderElement) {
        guard element.name == "segue", let kindName = element["kind"], let kind = Kind(rawValue: kindName) else { return nil }
        self.element = element
        self.kind = kind
        identifier = element["identifier"]
        destinationID = element["destination"]
        sourceElement = source
    }

    /// What a deprecated kind is performed as.
    var effectiveKind: Kind {
        switch kind {
        case .push: .show
        case .modal: .presentation
        case .replace: .showDetail
        case .popover: .popoverPresentation
        default: kind
        }
    }

    static func presentationStyle(_ name: String?) -> UIModalPresentationStyle? {
        switch name {
        case "fullScreen": .fullScreen
        case "pageSheet": .pageSheet
        case "formSheet": .formSheet
        case "currentContext": .currentContext
        case "overFullScreen": .overFullScreen
        case "overCurrentContext": .overCurrentContext
        case "popover": .popover
        case "automatic": .automatic
        case "none": UIModalPresentationStyle.none
        default: nil
        }
    }

    static func transitionStyle(_ name: String?) -> UIModalTransitionStyle? {
        switch name {
        case "coverVertical": .coverVertical
        case "flipHorizontal": .flipHorizontal
        case "crossDissolve": .crossDissolve
        default: nil
        }
    }

    /// `<popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" …/>`; any when absent.
    var permittedArrowDirections: UIPopoverArrowDirection {
        guard let directions = element.child("popoverArrowDirection", key: "popoverArrowDirection") else { return .any }
        var result: UIPopoverArrowDirection = []
        if directions.bool("up") == true { result.insert(.up) }
        if directions.bool("down") == true { result.insert(.down) }
        if directions.bool("left") == true { result.insert(.left) }
        if directions.bool("right") == true { result.insert(.right) }
        return result.isEmpty ? .any : result
    }
}

/// Performs a segue when the control, bar button item, gesture or cell that triggers it
/// fires — with that object as the sender, after asking `shouldPerformSegue`.
@MainActor
final class StoryboardSegueTrigger {
    let template: StoryboardSegueTemplate
    weak var source: UIViewController?

    /// A cell's segue fires on the row's selection, or (`trigger="accessoryAction"`) on its
    /// detail accessory button.
    var firesOnAccessory: Bool { template.element["trigger"] == "accessoryAction" }

    init(template: StoryboardSegueTemplate, source: UIViewController?) {
        self.template = template
        self.source = source
    }

    func fire(_ sender: Any?) {
        source?.performTriggeredSegue(template, sender: sender)
    }

    static let fireAction = Selector("performSegueTrigger:", StoryboardSegueTrigger.fire)
}
