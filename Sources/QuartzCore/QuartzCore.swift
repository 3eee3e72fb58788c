// `import QuartzCore` gives CoreGraphics (and through it Foundation's geometry), as on
// Apple platforms.
@_exported import CoreGraphics

/// Seconds, as a Core Animation time value. (CoreFoundation's type on Apple platforms; Linux
/// Foundation does not export it.)
public typealias CFTimeInterval = Double
