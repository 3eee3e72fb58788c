import Foundation
import SlatePlatform

/// A tab bar is a container with the tab-bar trait (a tab list to desktop readers); each item
/// is a button named by its title, selected when it is the selected item, with its badge as
/// its value.
extension UITabBar: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        StandardAccessibility(isElement: false, traits: .tabBar, containerRole: .tabList)
    }
}

extension TabBarItemView: AccessibilityDefaultsProviding {
    var accessibilityDefaults: StandardAccessibility {
        var standard = StandardAccessibility(isElement: true)
        standard.label = item.accessibilityLabel ?? item.title
        standard.value = item.badgeValue
        standard.traits = .button
        if isSelectedItem { standard.traits.insert(.selected) }
        if !isEnabled { standard.traits.insert(.notEnabled) }
        standard.role = .tab
        return standard
    }
}
