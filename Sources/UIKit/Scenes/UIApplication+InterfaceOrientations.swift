import Foundation

/// Info.plist's orientations, for `supportedInterfaceOrientations(for:)`.
extension UIApplication {
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
