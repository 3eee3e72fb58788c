import Foundation
@testable import UIKit

/// Counts trait changes, keeping the collection each one left behind.
@MainActor
final class TraitCountingView: UIView {
    var changes: [UITraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(previousTraitCollection)
    }
}

/// Counts trait changes.
@MainActor
final class TraitCountingViewController: UIViewController {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes += 1
    }
}

/// Counts trait changes.
@MainActor
final class TraitCountingWindow: UIWindow {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes += 1
    }
}
