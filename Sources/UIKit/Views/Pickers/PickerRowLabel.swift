import Foundation

/// The label a picker row shows when the delegate gives a title rather than a view: centred,
/// in the picker's row font (UIKit shows "?" for a row with neither).
final class PickerRowLabel: UILabel {
    static let rowFont = UIFont.systemFont(ofSize: 21)

    override init(frame: CGRect) {
        super.init(frame: frame)
        textAlignment = .center
        font = Self.rowFont
        lineBreakMode = .byTruncatingTail
    }

    required init?(coder: NSCoder) { nil }
}
