// `import UIKit` gives Foundation, CoreGraphics and QuartzCore, as on Apple platforms.
@_exported import QuartzCore
