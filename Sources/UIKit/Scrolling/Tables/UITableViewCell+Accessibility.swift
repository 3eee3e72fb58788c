import Foundation
import SlatePlatform

/// A cell is one element named by what its labels say, in order ("Ada, Engineer"), selected
/// when selected or checked, and a button when it leads somewhere (a disclosure indicator) —
/// unless it holds a control of its own (a switch, a text field), which a screen reader then
/// reaches beside the cell's labels.
extension UITableViewCell: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        guard !contentView.containsAccessibleControl, !(accessoryView?.isOrContainsAccessibleControl ?? false) else {
            return StandardAccessibility(isElement: false)
        }
        var standard = StandardAccessibility(isElement: true)
        standard.label = contentView.combinedAccessibilityLabel
        if isSelected || accessoryType == .checkmark { standard.traits.insert(.selected) }
        if accessoryType == .disclosureIndicator || accessoryType == .detailDisclosureButton { standard.traits.insert(.button) }
        standard.role = .cell
        return standard
    }
}

extension UITableView: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        StandardAccessibility(isElement: false, containerType: .dataTable, containerRole: .table)
    }
}

extension UICollectionViewListCell: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        guard !contentView.containsAccessibleControl else { return StandardAccessibility(isElement: false) }
        var standard = StandardAccessibility(isElement: true)
        standard.label = contentView.combinedAccessibilityLabel
        if isSelected { standard.traits.insert(.selected) }
        standard.role = .cell
        return standard
    }
}

extension UIView {
    var isOrContainsAccessibleControl: Bool {
        isAccessibleControl || containsAccessibleControl
    }

    /// A control a reader reaches itself or through its parts (a stepper's halves, segments).
    var isAccessibleControl: Bool {
        self is UIControl && (isAccessibilityElement || accessibilityElementCount() > 0)
    }

    /// Whether a control a screen reader must reach on its own lies inside.
    var containsAccessibleControl: Bool {
        subviews.contains { view in
            guard !view.isHidden else { return false }
            if view.isAccessibleControl { return true }
            return view.containsAccessibleControl
        }
    }

    /// The labels of the elements inside, depth first, joined as VoiceOver joins a cell's.
    var combinedAccessibilityLabel: String? {
        var parts: [String] = []
        func collect(_ view: UIView) {
            for subview in view.subviews where !subview.isHidden && subview.alpha > 0.01 {
                if subview.isAccessibilityElement {
                    if let label = subview.accessibilityLabel, !label.isEmpty { parts.append(label) }
                    if let value = subview.accessibilityValue, !value.isEmpty { parts.append(value) }
                } else {
                    collect(subview)
                }
            }
        }
        collect(self)
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

extension UICollectionView: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        StandardAccessibility(isElement: false, containerType: .list, containerRole: .table)
    }
}
