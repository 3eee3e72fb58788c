import Foundation

/// Bar items take their appearance proxies' settings as the button a bar shows for them
/// enters a window (`UIView.applyAppearanceEnteringWindow`); their containers are that
/// button's: the bar, then the bar's.
extension UIBarItem: AppearanceCustomizable {}
