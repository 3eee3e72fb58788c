import Foundation

extension UIColor {
    /// The system colours by the Objective-C names Xcode writes for them (`systemBlueColor`,
    /// `labelColor` …): in asset catalogs' colour references and storyboards' `systemColor`.
    static let systemColorsByObjectiveCName: [String: UIColor] = [
        "systemRedColor": .systemRed, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
        "systemGreenColor": .systemGreen, "systemMintColor": .systemMint, "systemTealColor": .systemTeal,
        "systemCyanColor": .systemCyan, "systemBlueColor": .systemBlue, "systemIndigoColor": .systemIndigo,
        "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink, "systemBrownColor": .systemBrown,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText, "linkColor": .link,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
        "darkTextColor": .darkText, "lightTextColor": .lightText, "tintColor": .tintColor,
        "blackColor": .black, "whiteColor": .white, "clearColor": .clear, "grayColor": .gray,
        "darkGrayColor": .darkGray, "lightGrayColor": .lightGray, "redColor": .red, "greenColor": .green,
        "blueColor": .blue, "cyanColor": .cyan, "yellowColor": .yellow, "magentaColor": .magenta,
        "orangeColor": .orange, "purpleColor": .purple, "brownColor": .brown,
    ]
}
