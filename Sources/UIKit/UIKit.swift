// `import UIKit` gives Foundation, CoreGraphics and QuartzCore, as on Apple platforms.
@_exported import QuartzCore
// UIKit's API speaks of UTType (item providers, drag and drop), so `import UIKit` brings it too.
@_exported import UniformTypeIdentifiers
