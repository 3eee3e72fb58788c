import Foundation
import UIKit

/// The Gallery's root view: the controls page, the app's key commands, and reports of
/// size-class changes as the window narrows and widens, of the desktop's settings, and of the
/// window's display scale (moved to another monitor, or the monitor's scale changed).
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
        reduceMotionObserver = NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification,
                                                                      object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.reportDesktopSettings() }
        }
    }

    private var reduceMotionObserver: NSObjectProtocol?
    private var reportedDesktopSettings: String?

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
        guard window != nil else { return }
        if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass { reportSizeClass() }
        if traitCollection.displayScale != previousTraitCollection?.displayScale { reportDisplayScale() }
        reportDesktopSettings()
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil {
            reportSizeClass()
            reportDesktopSettings()
        }
    }

    /// Reports the desktop's settings as UIKit sees them, when they change (the GUI tests
    /// change GNOME's settings and read this).
    private func reportDesktopSettings() {
        let traits = traitCollection
        let line = "desktop settings: \(traits.userInterfaceStyle == .dark ? "dark" : "light"), "
            + "text \(traits.preferredContentSizeCategory.rawValue), "
            + "contrast \(traits.accessibilityContrast == .high ? "high" : "normal"), "
            + "motion \(UIAccessibility.isReduceMotionEnabled ? "reduced" : "full")"
        guard line != reportedDesktopSettings else { return }
        reportedDesktopSettings = line
        report(line)
    }

    private func reportDisplayScale() {
        report("display scale \(traitCollection.displayScale)")
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
