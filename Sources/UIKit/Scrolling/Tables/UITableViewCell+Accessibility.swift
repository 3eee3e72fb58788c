import Foundation
import SlatePlatform

/// A cell is one element named by what its labels say, in order ("Ada, Engineer"), selected
/// when selected or checked, and a button when it leads somewhere (a disclosure indicator) —
/// unless it holds a control of its own (a switch, a text field), which a screen reader then
/// reaches beside the cell's labels.
extension UITableViewCell: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        var traits: UIAccessibilityTraits = []
        if isSelected || accessoryType == .checkmark { traits.insert(.selected) }
        if accessoryType == .disclosureIndicator || accessoryType == .detailDisclosureButton { traits.insert(.button) }
        return StandardAccessibility.cell(contentView: contentView, accessory: accessoryView, traits: traits)
    }
}

extension UITableView: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        StandardAccessibility(isElement: false, containerType: .dataTable, containerRole: .table)
    }
}

extension StandardAccessibility {
    /// A table or list cell: one element named by its content's elements, with `traits` —
    /// unless the content or the accessory holds a control a reader must reach on its own.
    @MainActor
    static func cell(contentView: UIView, accessory: UIView?, traits: UIAccessibilityTraits) -> StandardAccessibility {
        guard !contentView.containsAccessibleControl, !(accessory?.isOrContainsAccessibleControl ?? false) else {
            return StandardAccessibility(isElement: false)
        }
        var standard = StandardAccessibility(isElement: true, label: contentView.combinedAccessibilityLabel, traits: traits)
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
