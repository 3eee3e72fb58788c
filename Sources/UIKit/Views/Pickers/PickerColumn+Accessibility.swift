import Foundation
import SlatePlatform

/// Each wheel of a picker is one adjustable element, as in UIKit: its value is the chosen
/// row's title and where it is ("March, 3 of 12"); an increment turns the wheel to the next
/// row and a decrement to the one before, and the delegate hears the choice as it hears a
/// user's. Its label and hint come from the picker's `UIPickerViewAccessibilityDelegate`.
extension PickerColumn: AccessibilityDefaultsProviding, AccessibilityAdjustable {
    var accessibilityDefaults: StandardAccessibility {
        var standard = StandardAccessibility(isElement: true)
        standard.traits = .adjustable
        standard.role = .spinButton
        if let picker, let delegate = picker.delegate as? UIPickerViewAccessibilityDelegate {
            standard.label = delegate.pickerView(picker, accessibilityAttributedLabelForComponent: component)?.string
                ?? delegate.pickerView(picker, accessibilityLabelForComponent: component)
            standard.hint = delegate.pickerView(picker, accessibilityAttributedHintForComponent: component)?.string
                ?? delegate.pickerView(picker, accessibilityHintForComponent: component)
        }
        if selectedRow >= 0 {
            let position = "\(selectedRow + 1) of \(rowCount)"
            standard.value = rowTitle(selectedRow).map { "\($0), \(position)" } ?? position
        }
        standard.range = PlatformAccessibilityRange(current: Double(max(selectedRow, 0)), minimum: 0,
                                                    maximum: Double(max(0, rowCount - 1)), step: 1)
        return standard
    }

    /// What a row says: the delegate's attributed title or title, else its view's label.
    private func rowTitle(_ row: Int) -> String? {
        guard let picker else { return nil }
        if let attributed = picker.delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component) {
            return attributed.string
        }
        if let title = picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component) { return title }
        return view(forRow: row)?.accessibilityLabel
    }

    func accessibilityAdjust(by steps: Int) {
        _ = accessibilitySetValue(Double(selectedRow + steps))
    }

    func accessibilitySetValue(_ value: Double) -> Bool {
        guard rowCount > 0, value.isFinite, let picker, picker.isUserInteractionEnabled else { return false }
        let row = min(max(0, Int(value.rounded())), rowCount - 1)
        guard row != selectedRow else { return true }
        select(row, animated: false)
        picker.userSelected(row: row, in: component)
        return true
    }
}
