import Foundation
import UIKit

/// The Gallery's root view: the controls page, the app's key commands, and reports of
/// size-class changes as the window narrows and widens.
@MainActor
final class GalleryRootView: UIView {
    let page: ControlsPage
    private let report: (String) -> Void

    init(report: @escaping (String) -> Void) {
        self.report = report
        page = ControlsPage(report: report)
        super.init(frame: .zero)
        page.view.frame = bounds
        page.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(page.view)
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "Clear Name", action: .clearName, input: "k", modifierFlags: .command),
            UIKeyCommand(title: "Edit Name", action: .editName, input: "e", modifierFlags: .command),
        ]
    }

    func clearName(_ sender: Any?) {
        page.nameField.text = ""
        GalleryModel.shared.setName("", from: page.nameField)
        report("command Clear Name")
    }

    func editName(_ sender: Any?) {
        _ = page.nameField.becomeFirstResponder()
        report("command Edit Name")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass, window != nil else { return }
        reportSizeClass()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { reportSizeClass() }
    }

    private func reportSizeClass() {
        let horizontal = traitCollection.horizontalSizeClass
        report("size class \(horizontal == .compact ? "compact" : "regular") at width \(Int((window?.bounds.width ?? bounds.width).rounded()))")
    }
}

extension Selector {
    static let clearName = Selector("clearName:", GalleryRootView.clearName)
    static let editName = Selector("editName:", GalleryRootView.editName)
}
