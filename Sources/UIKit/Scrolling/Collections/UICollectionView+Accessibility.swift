import Foundation
import SlatePlatform

/// A collection view is a list to a screen reader (a table to desktop readers).
extension UICollectionView: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        StandardAccessibility(isElement: false, containerType: .list, containerRole: .table)
    }
}

/// A list cell reads as a table cell does (UITableViewCell+Accessibility).
extension UICollectionViewListCell: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        StandardAccessibility.cell(contentView: contentView, accessory: nil, traits: isSelected ? .selected : [])
    }
}
