// On Linux, Foundation already defines CGFloat, CGPoint, CGSize and CGRect. Re-exporting it
// means `import CoreGraphics` gives the same geometry vocabulary as on Apple platforms.
@_exported import Foundation
