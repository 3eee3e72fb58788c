import UIKit

/// Colours the appearance tests set and recognise by identity (a setter stores the instance).
@MainActor
enum AppearanceTestColors {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
}
