import Foundation

/// Which orientations the app's interface may take. A desktop window never rotates (docs/porting.md),
/// so Slate itself never asks; apps that size or lay out by what they support still get UIKit's
/// answer.
extension UIApplication {
    /// The app delegate's answer, else Info.plist's `UISupportedInterfaceOrientations~ipad`
    /// (then `UISupportedInterfaceOrientations`), else every orientation, as on an iPad.
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        guard let delegate else { return Self.infoPlistInterfaceOrientations }
        return delegate.application(self, supportedInterfaceOrientationsFor: window)
    }

    /// Info.plist's orientations for an iPad; all four when it names none it knows.
    static var infoPlistInterfaceOrientations: UIInterfaceOrientationMask {
        for key in ["UISupportedInterfaceOrientations~ipad", "UISupportedInterfaceOrientations"] {
            guard let names = Bundle.main.object(forInfoDictionaryKey: key) as? [String] else { continue }
            let mask = interfaceOrientations(named: names)
            if !mask.isEmpty { return mask }
        }
        return .all
    }

    /// The mask of Info.plist's orientation names (`UIInterfaceOrientationPortrait` …); unknown
    /// names count for nothing.
    static func interfaceOrientations(named names: [String]) -> UIInterfaceOrientationMask {
        names.reduce(into: []) { mask, name in
            switch name {
            case "UIInterfaceOrientationPortrait": mask.insert(.portrait)
            case "UIInterfaceOrientationPortraitUpsideDown": mask.insert(.portraitUpsideDown)
            case "UIInterfaceOrientationLandscapeLeft": mask.insert(.landscapeLeft)
            case "UIInterfaceOrientationLandscapeRight": mask.insert(.landscapeRight)
            default: break
            }
        }
    }
}
